{
  "algorithm": "ed25519",
  "content_sha256": "2d9c97d13bd6a958559a41fc9db6f82165886dc6225a1e14f658b3ccfad4f45f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d5acc6f32c99e9a56b7465ad0a525488d0e4053a4a5e5643cb3e13d20f0b941f",
  "schema": "gridshift.signature/1",
  "signature": "02273e84c2df61cfd6bf5cb7264026112b678df8badbbb18ca5e47463fdbf90a59afb51c209c87e556d517604d8d0530be27e4538787341bfa60d3fcee71d803"
}
