{
  "algorithm": "ed25519",
  "content_sha256": "0b65f4202a6de3626b3ed77ba2df197eadb669e9be6cb0f58f3a243b7a542fc5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5dfe78ff8453bc9862ce5e6cc4953713c14b28c819e0122920b14b1cb6fc68f",
  "schema": "gridshift.signature/1",
  "signature": "260d720d73454c1b2921b22bdfc35d4b5bb501a5866516acd501fbc739306bc60d5da427ec618b87d9bdaf278b123b4c09301c24c2b8106a17b4ae386ec1740f"
}
