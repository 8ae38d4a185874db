{
  "algorithm": "ed25519",
  "content_sha256": "36be72086c1e64c1e7e1850100442859d26cf3a78086e3442a0727cffeb27d9f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "67b739d37e51b1addedefa72569426ec6f4997943ee7d2f987241af237b3d6c2",
  "schema": "gridshift.signature/1",
  "signature": "369cfc8b4f8a5641b4c895c7c3e8e40e7d9894e2bcaef9bd1fb38a11c77140136325d0271254fd1b3ef2449fb5c06757410396b0e05cda8f46cfd9b81579d904"
}
