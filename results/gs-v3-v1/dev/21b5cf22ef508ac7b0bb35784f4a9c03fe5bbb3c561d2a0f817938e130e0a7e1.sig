{
  "algorithm": "ed25519",
  "content_sha256": "fec4ec4f37e52a937ff1d5820c0df664c32b7cd64f96b51a78e2d3e917630748",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21b5cf22ef508ac7b0bb35784f4a9c03fe5bbb3c561d2a0f817938e130e0a7e1",
  "schema": "gridshift.signature/1",
  "signature": "414dfd6b876050ae08d7616dbd070529fbe9ac4beb98af290696cc24ab1be51650d5dffe35e16a7d26311647794670063bd8295524485f60057d7f492853980e"
}
