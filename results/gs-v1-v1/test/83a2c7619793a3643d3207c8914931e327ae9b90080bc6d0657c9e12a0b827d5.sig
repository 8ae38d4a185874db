{
  "algorithm": "ed25519",
  "content_sha256": "4641495656d4de1636a27fda98dcfb34be2a0be92e5ec726ef2b3c236ee27313",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83a2c7619793a3643d3207c8914931e327ae9b90080bc6d0657c9e12a0b827d5",
  "schema": "gridshift.signature/1",
  "signature": "83da5e890b9f1b671acd41869c4f810ffa9df2a558a7190866a8dedeb759d42cc32a8e76011fea5811fac61c6b659ba2ea443cc5b12ab904af1e37fb2b93cd02"
}
