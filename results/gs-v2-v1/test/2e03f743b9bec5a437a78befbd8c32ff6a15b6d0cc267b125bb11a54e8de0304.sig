{
  "algorithm": "ed25519",
  "content_sha256": "1aca05898ee1fe65f0b51979eab4e113689525e7b195323c630c82fc186e1912",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e03f743b9bec5a437a78befbd8c32ff6a15b6d0cc267b125bb11a54e8de0304",
  "schema": "gridshift.signature/1",
  "signature": "06ce66cc59468068c305a2d9dc5fdb27e4b4ec04e8da17126ef25594e7079c16e221492add4555df3889a5ca422e080a1e51193acad78b3d1f7ea908bee45406"
}
