{
  "algorithm": "ed25519",
  "content_sha256": "72a0f5bd954cbbe2794d0f3653082b7ea1b2a7fa5a6cb31a1d6104ec84655c7e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d9ef3207696a7c4ea7e418350e5fd487b81013f8f0258ccb63d71a6ae2b12d02",
  "schema": "gridshift.signature/1",
  "signature": "cab5e1764ce8acfc54a4429ff0fd8ca15f94951111cf44bfc15fe9e712e3f7e0862bad6278b5e5b6a777154a0eb3e889924cc886c4b5629e4c3e766985f8760e"
}
