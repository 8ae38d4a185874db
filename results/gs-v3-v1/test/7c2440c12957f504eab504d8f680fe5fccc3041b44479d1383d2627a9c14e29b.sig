{
  "algorithm": "ed25519",
  "content_sha256": "9928cb3d9e3865275e098fd7cf8f922a801944c6064815f04e50383755c6ea0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c2440c12957f504eab504d8f680fe5fccc3041b44479d1383d2627a9c14e29b",
  "schema": "gridshift.signature/1",
  "signature": "d96c554338efc5296344785b5afce84c44311dcad4e62f566156a603fe558784b8fbd4aea93437a1419fedd42e9a4e1be3f8f80e4bba0fca8cb303aaafdefe05"
}
