{
  "algorithm": "ed25519",
  "content_sha256": "a06e37d535fe61ec87fb17bc070b709c5d74883130fa5f4a8c9bebe0ed5a9163",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "18238c20502d3ddcdc8b743e0ccab0d371aa22606d8658e8664ec9bff002b647",
  "schema": "gridshift.signature/1",
  "signature": "81406fd10cb415e11bb51947ff058fa4503cf6cbaf9b75e8b123b46719521641fb57c433fcbf3c7c2bd7bfce05878e6851668402802152e755afe3f8f3ec0506"
}
