{
  "algorithm": "ed25519",
  "content_sha256": "69b630699b102146a06d958fe8646650cd906bf28496d12adfe8d35519c7ebee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "180955cb391d44088bbf9ab40c756144f9fa04cb7dcf7550ff093bdae0becbe9",
  "schema": "gridshift.signature/1",
  "signature": "aef9f80cc2789faea524e09d495ae78966c7462e5ad6e79695bb632553b4dac83c94bf9cb0b0722e54d473cf074486db6be69cd9ac4ab26e6582e15904e7e60c"
}
