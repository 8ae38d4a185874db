{
  "algorithm": "ed25519",
  "content_sha256": "a62f9150ca4fe85780021195d09a4d168c955b474bb45a49a6a690737298ae2d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d96473f5b4fb2841e6a227bb4bb556cd8bf4acb0dfe8eeacec4d3ae8a7ad5cfb",
  "schema": "gridshift.signature/1",
  "signature": "0b0ceeda061c1331d453a4a2af90c3d844e5fd4cb816aa981ff5e0fe3d016799735a2ff0d1d33efe228ace5cbf695578328ab4eea98265cc7bfccd0a5bfdc30f"
}
