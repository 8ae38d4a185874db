{
  "algorithm": "ed25519",
  "content_sha256": "7351234fb589880ee19eaf4084d1b36d91ae366bf4cc4989fb5fff28fa0c9ff4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e8b3ceba22bb9020ea61cb9452d0bbc99afdb924cdb83d572c67e1fa5c00ec9d",
  "schema": "gridshift.signature/1",
  "signature": "33e9c4edbb720a56fd4fe1814c535aa64e01368d6dab12723eb27f6d2457873f7853af9e4f242de645bc686ea6e111f19307cf9d2325969cab04cc846ccca70d"
}
