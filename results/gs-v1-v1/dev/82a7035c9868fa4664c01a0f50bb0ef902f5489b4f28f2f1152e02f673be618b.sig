{
  "algorithm": "ed25519",
  "content_sha256": "e1a40374f5c235ff370cbe0f1e5193a4a7e61e5bbc64c24265da3f136b9cfbe9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "82a7035c9868fa4664c01a0f50bb0ef902f5489b4f28f2f1152e02f673be618b",
  "schema": "gridshift.signature/1",
  "signature": "ae826239c11e81fad19bcfe260f69da304bef278d60e780596ff6fa220132e747503075eb4ff11617d011fee6ba2320a185f1b75415d0db6b505071c4ce0f00d"
}
