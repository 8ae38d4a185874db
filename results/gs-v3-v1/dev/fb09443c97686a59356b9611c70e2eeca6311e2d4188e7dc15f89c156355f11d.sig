{
  "algorithm": "ed25519",
  "content_sha256": "bd2e2912dd059a81174c066f94f9fa3984644e29bcd0e3f15bc057cfffa76d0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb09443c97686a59356b9611c70e2eeca6311e2d4188e7dc15f89c156355f11d",
  "schema": "gridshift.signature/1",
  "signature": "b7e2aa072b649db669b33d7eda4876d760d8fcce0f68af83d728cc18cf28855646ce3b9743b2d60d42c6b415ce4cf1af4346ecde523371846ea69ae751dfa70c"
}
