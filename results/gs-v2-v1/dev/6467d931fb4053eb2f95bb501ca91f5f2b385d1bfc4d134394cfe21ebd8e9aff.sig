{
  "algorithm": "ed25519",
  "content_sha256": "54ed6cb24bd2746da60892e84b2654c3b7fec2d702b233f6facf4e7a86142acb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6467d931fb4053eb2f95bb501ca91f5f2b385d1bfc4d134394cfe21ebd8e9aff",
  "schema": "gridshift.signature/1",
  "signature": "f35e130484fddc0307a4f6fa4c31fc100859967cefe1fb15f7889140d2ea1de33c211d4f587e6ded39ee518d023876825f43619976d57d392fa6edcbd18c0305"
}
