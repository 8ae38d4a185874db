{
  "algorithm": "ed25519",
  "content_sha256": "37a2935a48c651d84e9e8c808862b52b0eb889445dd2ff9ab82547cf9f747395",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "359fba739eff1c5574231ce7667fb9d50aead2b6b90aa3bb3ba52965a87aad18",
  "schema": "gridshift.signature/1",
  "signature": "8f963f497e1e7fd1e927268b1f480245ba7602a13d7c382f1f9e7e08a01332d43266701eddbd7629fd5c7439e95e658fc860bd894f105c760c3adf6080798d08"
}
