{
  "algorithm": "ed25519",
  "content_sha256": "25f792d442778cd41629b55979a76e3df28dda548982bd7a7afe1bbab9c8e52e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a6ce2c0e025d2a6d91732fea78e346e6c7c1a94ee2a9ed0a7878bbfde17dd41",
  "schema": "gridshift.signature/1",
  "signature": "a2a665486afc906af47f7a345310a9b9fc391386a2789559d13423e057d5f89e7cc69bd5aa605ce97152c031a78e0dfd43481978db7f50aeac42dc57cc9e340f"
}
