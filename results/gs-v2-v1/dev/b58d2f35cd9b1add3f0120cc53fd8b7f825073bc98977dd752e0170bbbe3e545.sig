{
  "algorithm": "ed25519",
  "content_sha256": "b51ee8e2c6c9f0e06ea7c863efb1a78eb64455070e90e3c2cb06e7a12be1c597",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b58d2f35cd9b1add3f0120cc53fd8b7f825073bc98977dd752e0170bbbe3e545",
  "schema": "gridshift.signature/1",
  "signature": "c2b99753e3a1b1e274f76d685b06205e062d61299c2477d07d2012574b73c8a343109b5376c2360ca8dacddde381fcd7701589ab2042f7cf7f3a220d52068107"
}
