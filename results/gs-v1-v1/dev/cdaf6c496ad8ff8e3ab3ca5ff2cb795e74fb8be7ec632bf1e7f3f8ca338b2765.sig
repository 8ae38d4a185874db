{
  "algorithm": "ed25519",
  "content_sha256": "57ad628c15f40c8461499f9cbafa4f8edb4d4220c1eec310c09790481e673fa6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cdaf6c496ad8ff8e3ab3ca5ff2cb795e74fb8be7ec632bf1e7f3f8ca338b2765",
  "schema": "gridshift.signature/1",
  "signature": "7b2a8e58f13f70af046d6ab87b03c6613a00c3055ef9586bb6d370e7ad2ee7304cfa99b9412a7592e5b876a713729f542e1316f1b626151d754d4415149baa06"
}
