{
  "algorithm": "ed25519",
  "content_sha256": "55197ecd7389e9829b92e9bcff7138272540e7d975817097e0cd258c9d260762",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "88e0a7b5c0f89de9efcc891183bf22a08314ff7e2d2fae3c63651c0d8eb4a16d",
  "schema": "gridshift.signature/1",
  "signature": "80cfd5a474a7b0e2ef873fdceeda67213e9ef8d5736094f6b184387f3277c05ef8626d04addc9950a8972937f6564b45a07361a35435fe1f0b76eec00b504e08"
}
