{
  "algorithm": "ed25519",
  "content_sha256": "fcf95e95722668c943ee0175ffdf87ccac7c54258af8747dc00807d9a4678d6c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c950a7fbb1cc7575d874bb36cad86d0df2fe7a1dc7fbc066d486f2beb0816adf",
  "schema": "gridshift.signature/1",
  "signature": "230e8a0c95488bda2e97be982fb6844f807d4d11e5167728f1e847d4a3718c5f4980668e6732525a7276ef24db5c24607c6bd85f47f15a8aaf0e9db9cd954409"
}
