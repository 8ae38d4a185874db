{
  "algorithm": "ed25519",
  "content_sha256": "2af1f9f5e03eb6eb42bc57916a4f0b48da24b8e60ca148038474c7e81adeca67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1cb75b6d9d301a1f5a8fd7af7bd18f4fa8d7fc0e3f7cdbd275cc93afeb7f69f0",
  "schema": "gridshift.signature/1",
  "signature": "680c289251774afdefc31c03a52de1010b99119e5c5ce4fb1517bc1fce0cf371cc331286c87918910bdb214595f521fdf03950d48cfb06999d67124d9353d708"
}
