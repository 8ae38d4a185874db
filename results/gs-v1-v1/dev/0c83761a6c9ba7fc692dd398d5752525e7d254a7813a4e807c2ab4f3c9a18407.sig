{
  "algorithm": "ed25519",
  "content_sha256": "e7f454913b93306b8ec4e8dfbe2d4d44a9c87e67fa2fd61f2587b234173bc99d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c83761a6c9ba7fc692dd398d5752525e7d254a7813a4e807c2ab4f3c9a18407",
  "schema": "gridshift.signature/1",
  "signature": "80ef5e3a1d44f4ce9fba0528b54e16eee662276c303f61d5b1ea0313a876d43313b962dbcf65236c01295e194f76d1958185a905be76498e7ecd91f912b38f06"
}
