{
  "algorithm": "ed25519",
  "content_sha256": "931022dc6675cf6caea1300f405c0778489c34463b652104c65bf6fc1f94d2ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f86000cf39676b75e22b91cd3add322a16c4e3f688bc32394247307dc054080b",
  "schema": "gridshift.signature/1",
  "signature": "3b90cff5d790432bc8697573d01336d94cadaca03befb9398cb98537d6cf31c7cb936e0f0074cb2cd9b0d0a57db72e6e3b601a5fd1ecd11e0583fb6d793fd705"
}
