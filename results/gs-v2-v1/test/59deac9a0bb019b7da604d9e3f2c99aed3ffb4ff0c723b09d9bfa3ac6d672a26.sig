{
  "algorithm": "ed25519",
  "content_sha256": "fe5f67caf53881b739d058aab2560ac9be1b9b50500d68defa7b4780840a5ebe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "59deac9a0bb019b7da604d9e3f2c99aed3ffb4ff0c723b09d9bfa3ac6d672a26",
  "schema": "gridshift.signature/1",
  "signature": "e82f3d4580c60d3839fbaa1f66d549ffb7476ebaa3997d28d74fe020b7164bcba4c0c0593990a0311be030cfb61fa746d318b0a71d1aa3eeb3a05178f7df2200"
}
