{
  "algorithm": "ed25519",
  "content_sha256": "027503e942c2e96bb4d09cf407cda57742c72964950cc10a616f8c7c66b07f56",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2447881cd80b21bb4b47cc137d5c0890424949623067bc21ec5abf7d29452c00",
  "schema": "gridshift.signature/1",
  "signature": "755dbd5a1c8d2932f2dbf94647d98cc6b4a5c030c54aab9b4fdf714b07e60a151a4ee02bd5855bfa2b7230bb15c6b3b9ddc3d93cfae27886f3be8f64ec6fea0f"
}
