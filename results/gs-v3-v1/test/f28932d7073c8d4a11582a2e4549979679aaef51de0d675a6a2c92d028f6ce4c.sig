{
  "algorithm": "ed25519",
  "content_sha256": "d08fa5a4d148ce9edde2c8485bb7e7f722ce54a12a5418539e4704fd2f5d3215",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f28932d7073c8d4a11582a2e4549979679aaef51de0d675a6a2c92d028f6ce4c",
  "schema": "gridshift.signature/1",
  "signature": "1bde65e0ed5cac76ec1f5f61a64eca20672ef67e8c1f46513a9eb80e3dbafa178ab44447ef451c9f778cf637d2651c6cb81cafeaaf5608a95c5aaf75f64fa209"
}
