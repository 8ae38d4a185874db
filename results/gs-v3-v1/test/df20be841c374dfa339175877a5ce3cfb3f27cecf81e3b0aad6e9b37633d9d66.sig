{
  "algorithm": "ed25519",
  "content_sha256": "6a3e5cb463d91cf241f6c5f61a9813e2070d04e9bd5e05958897bef0eaa53eac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df20be841c374dfa339175877a5ce3cfb3f27cecf81e3b0aad6e9b37633d9d66",
  "schema": "gridshift.signature/1",
  "signature": "e70b336ec69a557d8d2d22b9a2208916144b1d535b3e788f6bbf21b1938a301fd5d8d868b8158308f4ffb75f7b05b5dbbe060fd8cbde3fa222e749fc5c09c501"
}
