{
  "algorithm": "ed25519",
  "content_sha256": "83daf93c32554a8a583aacab7e1dca96612c9bec99892c47170266936017cadc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "715721cb90b8c8a9401261298643c9203c6c5bf299448518f164794de6d2da69",
  "schema": "gridshift.signature/1",
  "signature": "197dbbcf6ce632477ba5c97422536b4f6043d7d1a9529523fa0ccf807775c295e60ab4a824c2107cd8cd0cdd840f42e82c2cd4e0e5a38c35a6cfb2adcd1f970f"
}
