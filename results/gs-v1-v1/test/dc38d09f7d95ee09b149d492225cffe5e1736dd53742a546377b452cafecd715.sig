{
  "algorithm": "ed25519",
  "content_sha256": "324c2074929ee8b744aed68e496747933ae4266c2b3067abdb19370e37728395",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc38d09f7d95ee09b149d492225cffe5e1736dd53742a546377b452cafecd715",
  "schema": "gridshift.signature/1",
  "signature": "bd70fe2035d261e65f358d719d900974cfa5fd75b23262139ca86bc0e70617bfdf9ddf722aa7f9b4976a9a34330f8d41b02ce5fdc20ef504fbf087e682087a01"
}
