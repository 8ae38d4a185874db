{
  "algorithm": "ed25519",
  "content_sha256": "42e3a888f6960e75d9aaf4437929771eca3b4414ff87cad9e62768867e64c9e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ca9dcc494095d46d9e4d770c8b29c60238641e487e134929c255469457ab920",
  "schema": "gridshift.signature/1",
  "signature": "1edf8ed36dbfa17532b08ee7e6cc3abda122258bb2e8621461f63e2a9f8fea3b8e2cf78f9b2772cfa4cd39c02586f242a1fa7679d761bca63747766c1fa53e0e"
}
