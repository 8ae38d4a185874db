{
  "algorithm": "ed25519",
  "content_sha256": "b5f6da33e68c16e7c59c3f11e40e008a85108b31eccbd6ddf6eaf3810d34534c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "34eb067e6369fda11496809b4fc84a069195f53299946449779082b7e69e66d0",
  "schema": "gridshift.signature/1",
  "signature": "cf0a066eb60aadadb11d44eddf9ad890ddfe6e82e36e31302b9b6917a9bf96e507ad5e125e8b9b3234dfd2db3dac9713f8b07d8b7d60a397e67990b9fc04b706"
}
