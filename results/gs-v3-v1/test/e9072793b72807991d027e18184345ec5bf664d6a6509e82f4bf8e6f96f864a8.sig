{
  "algorithm": "ed25519",
  "content_sha256": "071cbc53b1a2014abe40b36d06b1de9cdc7e3f7b1cc9fe4da9db10f17de81af3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9072793b72807991d027e18184345ec5bf664d6a6509e82f4bf8e6f96f864a8",
  "schema": "gridshift.signature/1",
  "signature": "2a7925eeb8cc5649c1ee0fe3154070f85ef0de55843343b4abff8a04516a09b5d998b810a170a0863f85327224de60f7e3c0416b57e55da5390e5861332d4e01"
}
