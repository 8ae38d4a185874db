{
  "algorithm": "ed25519",
  "content_sha256": "c00f6859dcdccefd4730543890bd09526b740d8cc1352c344b3644e6af5cb67b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "915a8f07a127e7084ba65381b9b485f76ecc1c9f6404fc639750d5aa718dbf58",
  "schema": "gridshift.signature/1",
  "signature": "7887d419c8cdc9eede8d7263b0ee516a32d8c3d05e20f36726372d96482b9eaaef051ddf8b3c22a80f494f711054ed562e1d385d953dc8e6aa727f8307d2f10b"
}
