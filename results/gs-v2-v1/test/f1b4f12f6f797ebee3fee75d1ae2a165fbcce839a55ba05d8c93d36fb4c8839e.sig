{
  "algorithm": "ed25519",
  "content_sha256": "628c18957060ce7fe681ba4de02e909dc52ec3eb44de307d9f60b2450335ae66",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f1b4f12f6f797ebee3fee75d1ae2a165fbcce839a55ba05d8c93d36fb4c8839e",
  "schema": "gridshift.signature/1",
  "signature": "a0342ee57e2f0ca792fb1352391169631e3d1207da2c87a99eb73030ee78f47586d6d6d86064b0be1cb7f2ec67245f563fbcd946abcf74afde2d16a85d50200c"
}
