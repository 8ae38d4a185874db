{
  "algorithm": "ed25519",
  "content_sha256": "f0e75fc04c47f0620314311fcaf1e11a47d28113ed922eacad30931273b1b4c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b97c97a3c9919a4732f91afc5aa9db637908affacb6dda38d2fa86a096f165a7",
  "schema": "gridshift.signature/1",
  "signature": "9194329d781f3a77602e6460c6c92cbd12c2582d4ef800b3f76f6c1e768652272036a7ae7ecc7ad14f15dfc8c5af710dda0618780aae94c779780110a351cc03"
}
