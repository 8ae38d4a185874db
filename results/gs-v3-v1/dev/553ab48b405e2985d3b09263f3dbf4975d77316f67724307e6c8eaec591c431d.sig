{
  "algorithm": "ed25519",
  "content_sha256": "b1ffa0b83cf4d9febe7d007ead4ce969dc5e61f96a9db4d0cb4a2a2eaa4a15c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "553ab48b405e2985d3b09263f3dbf4975d77316f67724307e6c8eaec591c431d",
  "schema": "gridshift.signature/1",
  "signature": "2610799389ff468c8210bff97d13b00c5bb936c6335b1a1ead1531ef95523cb58e6657b68432a64c91053e73693d5280ca29f7ed4e2a8f996aaf9330e6c17808"
}
