{
  "algorithm": "ed25519",
  "content_sha256": "dca489dd0e415af2974e8eaeec4d05fda599b3a5f5b3c3181a23649f386a7566",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "04bc1b7e53ab352dbeb8fbd214cf5c03e5389ca1d60f9b9f9f5172ee8fa499d7",
  "schema": "gridshift.signature/1",
  "signature": "5f33f63c3a0ce3b94ef37fe8da1a1d7403db4ff041c874abf5abf506fd0164d54bd03544c4aabacde8dde63568b539c112282ffbaa877fcf76bc8a8d78975c0c"
}
