{
  "algorithm": "ed25519",
  "content_sha256": "7b8e8237d7c171dd08fca554e617b3ce6c55e0b4e9c2594a4342c26a22f34da0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "baa4030f7aa7a12066ce0b80b5f689d69f04e7d386f313e13900476e32a3c06e",
  "schema": "gridshift.signature/1",
  "signature": "ea2912c62ce183418b86cda909d11491940d60b5a4c00f7c44926af14bde94dfe0fa29d366052989c6edeca70c9cdcf8ede23a9c6aa7da4ddcfb3af72444e302"
}
