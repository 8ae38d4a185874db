{
  "algorithm": "ed25519",
  "content_sha256": "4baa8b4c1f38d18399cb6acf8288137ddf95c05f8db35e9da4f55019318d98bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e48f3eac8b5ed77daf7d87941955efb783fbe395b7bf7ee2580ec91c6f6befe6",
  "schema": "gridshift.signature/1",
  "signature": "e70d79edb3fa4fff96857329f2446e006ba20496c121025f47faa042e6bea78cbc36792573633697295a13ea8a7b3e59470b62688a719b0f2bc4548f444d7605"
}
