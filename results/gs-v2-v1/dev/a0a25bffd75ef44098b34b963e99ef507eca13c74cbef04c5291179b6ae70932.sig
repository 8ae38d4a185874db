{
  "algorithm": "ed25519",
  "content_sha256": "c29b37bccce13ff159e0177e169e4af264aeba035f9e3757347eb5516c99d1e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a0a25bffd75ef44098b34b963e99ef507eca13c74cbef04c5291179b6ae70932",
  "schema": "gridshift.signature/1",
  "signature": "70b010f4d2feba603082a4afb7054d58b7f8a6279e7ea387e6ad10193a9bcdc17f37db4e896345f07e1fc4a783b960d92f32553b4bbb43242d8b4e714d95bf00"
}
