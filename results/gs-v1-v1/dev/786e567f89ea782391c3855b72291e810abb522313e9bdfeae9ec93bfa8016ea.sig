{
  "algorithm": "ed25519",
  "content_sha256": "ffd6759081e250c428726fc94d70390108a756d081fe73a6457507d9a5263b78",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "786e567f89ea782391c3855b72291e810abb522313e9bdfeae9ec93bfa8016ea",
  "schema": "gridshift.signature/1",
  "signature": "7e416eed972548d1df94afd2555d5f0426ea56ddf30746cb3a21ad4e9eda45585dab2764b6890a235c3e916a0e1a9e8e763acc3bea333247eacec4a502096a0c"
}
