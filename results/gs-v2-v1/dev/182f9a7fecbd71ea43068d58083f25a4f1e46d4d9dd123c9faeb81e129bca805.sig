{
  "algorithm": "ed25519",
  "content_sha256": "e5a50e84f083f5e9c109feecf7e50e8972930155482a7c125a46ff72e4bdc52e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "182f9a7fecbd71ea43068d58083f25a4f1e46d4d9dd123c9faeb81e129bca805",
  "schema": "gridshift.signature/1",
  "signature": "958263376abbfe833da955d01ebca56188475b65d9c59cf75b81278627a66e86ca84bac04fa8158be914b2604145ee2c5dcceb534023d3f6703875bcbd639901"
}
