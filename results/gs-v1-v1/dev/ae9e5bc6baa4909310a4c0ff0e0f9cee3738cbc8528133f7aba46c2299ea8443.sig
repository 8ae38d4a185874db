{
  "algorithm": "ed25519",
  "content_sha256": "e1118b27b0365db391681c92d3631c1eb2b8e66bc89983c6f2d2df24c8cf50a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ae9e5bc6baa4909310a4c0ff0e0f9cee3738cbc8528133f7aba46c2299ea8443",
  "schema": "gridshift.signature/1",
  "signature": "15e252e4f076a329ddbc46fbbb9ff1b1a0000c7fa8d319dda936c805b9c11657a13744f32de696e3bcbcb7c83d2922a04f0411011b481fdc2b9f81460b376807"
}
