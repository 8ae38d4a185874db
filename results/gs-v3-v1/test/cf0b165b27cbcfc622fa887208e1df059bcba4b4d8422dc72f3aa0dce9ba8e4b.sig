{
  "algorithm": "ed25519",
  "content_sha256": "26732764b06965cb6bf9677fe4798d20b84ae596d97dd6d98bfe638f76464337",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf0b165b27cbcfc622fa887208e1df059bcba4b4d8422dc72f3aa0dce9ba8e4b",
  "schema": "gridshift.signature/1",
  "signature": "58e244e3c2268ebbca4b2f3cc99e0c8595315bb5ef3ce26e455ba18a797444a7f3854f25a196443df309ff583864e3d6cfc4e4c64672c613ac16099adb7c7c07"
}
