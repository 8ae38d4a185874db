{
  "algorithm": "ed25519",
  "content_sha256": "c1681d956cf06fbfa47ea2ff041f9193fcc0359e43167a4117f84505724cdebb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3168889822d8243f35559f6dc474a218505f534df4eee2724408f049fd24c0a3",
  "schema": "gridshift.signature/1",
  "signature": "8bfb784ac4a117e7b0771ae7d7e4ac705d7e7c0e9ff4b6a84f9f7c1f611f0fcb5cf7d04d5506ebbd8545cf424a3362e1f13886290ae3c13477b80856cbd5350c"
}
