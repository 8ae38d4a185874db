{
  "algorithm": "ed25519",
  "content_sha256": "59c9ba117842cdef774830e10c640e5c06b04c475ea68f7ede1369a61a606149",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7567492468af5aed571c6e5c1b1577dbdb55916852cafbdbf3d830c4640eac00",
  "schema": "gridshift.signature/1",
  "signature": "a5a39dad3330c06a2ad3c3cb08ef8a27daa64d162dd0c615b5d97419af3e5b2cee5845d6934088f33a6282b9c393036a525136f3f25ea95bf990d15d28984907"
}
