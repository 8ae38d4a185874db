{
  "algorithm": "ed25519",
  "content_sha256": "4bae2d66559769f4b4585d27e2d3084cc33699747165cb6cb110d7dce88fe1d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f69e2509a990aff63be8ff670bdefabbfc34047531dd90c570f352f2b3da0d91",
  "schema": "gridshift.signature/1",
  "signature": "49416dd5dd8b28fa44271492d6130dcecf154ff012139ad504eb80efd0886e68887f4f55293efe639ff0f56405276be6d3eaf00ef35762f9692b81844af51503"
}
