{
  "algorithm": "ed25519",
  "content_sha256": "ce6157002ba1c32af9873db97a87c9203467efeb1ee20283e2023c814afad851",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dd9d16ac307f69eaab3bc2d062030a637af2f07a98711ce1da43c6be137a4f74",
  "schema": "gridshift.signature/1",
  "signature": "3ad7f4004b4dcbbe5f37adc0d4eb3d1f0a765951feaecf4e4615fb5b53d74b81e64223b6109281858f3fac08e2d9f0b50165334ea3a65c3be8185f2594b77e07"
}
