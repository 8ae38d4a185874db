{
  "algorithm": "ed25519",
  "content_sha256": "24aa0a62ddaaa6f5fecebf07a8219b7823bb155a2b4d7ab8a2130e3522272954",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40ae7fa7287bc6eccee593357c2f782f86326067ccd1b9cb7bb25bc77f5f2ab7",
  "schema": "gridshift.signature/1",
  "signature": "5df081347267ff8f08a011f222ab7487c7b8529df2e23167b57128b5e0e846a566276df2e11a04ca5fe797aa51c1e59d445cddcea5742dcc95b8fd03db0fbe0b"
}
