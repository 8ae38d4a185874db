{
  "algorithm": "ed25519",
  "content_sha256": "a16cfdbb0c861067368175c7619a449606a2111378aebd080a7e7212c3a8ab5c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b8bf5a0d55a627bbfe87d14ca719ff25ffbe1548f43c2b54b07c2e6f9f5de16d",
  "schema": "gridshift.signature/1",
  "signature": "252335aa76a4779e9e3297806b309f5228a4005b9c52b3a7f77d9c65477bcbc070e491af7710162b7c30018c8db8f77b4c7aa65cbd22de5832ecf9773107a80f"
}
