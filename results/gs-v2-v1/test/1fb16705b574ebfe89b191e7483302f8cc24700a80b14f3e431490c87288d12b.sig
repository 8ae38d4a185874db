{
  "algorithm": "ed25519",
  "content_sha256": "114666b23c7c7a1c8a1d65b1fe9dd31014d86aff9b3818d93928c7d06bbcac6b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fb16705b574ebfe89b191e7483302f8cc24700a80b14f3e431490c87288d12b",
  "schema": "gridshift.signature/1",
  "signature": "a894a021d9f2c3dac37c54a568bfd4e478ccd70f143b26d9b0db5e0e9cbd9dcd8ad76a6fede4265e9460c5d7b20c9d1f669e378270e9f13c060e9105331d0700"
}
