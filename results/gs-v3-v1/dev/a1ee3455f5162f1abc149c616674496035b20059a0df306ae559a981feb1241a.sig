{
  "algorithm": "ed25519",
  "content_sha256": "cd4ef5209d96c240f22c7b1afbf40073568147dd41bc83026653406346809c1d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1ee3455f5162f1abc149c616674496035b20059a0df306ae559a981feb1241a",
  "schema": "gridshift.signature/1",
  "signature": "c8353df7cb3972506df12c168bae5c54c8cf3f55eb7c93910947fc7fcba62f5cdf2a27ec170be66b2af377e8096fbb8e96a479a7e6781114f7c7c7bd08ef940d"
}
