{
  "algorithm": "ed25519",
  "content_sha256": "d431d81fbd0f00aede47f2f7c845d826ea2b68067ccc3e650f5c304e85334bed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8375ac246db1c08b2d0d70b2a0b872eb42e184a6dbad01e0670b778eb40300b",
  "schema": "gridshift.signature/1",
  "signature": "ed0832a7574f1e5bfb327f548b6a86b838ea41e79a94844a7e937ee9c07ad46e4e2243c75eea3c73fe84792078730df889678abd86d1e6e70c8ce2c9d6ee9f03"
}
