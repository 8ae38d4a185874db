{
  "algorithm": "ed25519",
  "content_sha256": "ad7d81ddea9a2762fb1bb46a4571854ac3ef32ebd2d7215cb11877b503ff1e50",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8dac371f9e9edb0a9c61b6a6553f19c566752dd7ee4ad83de469d40164de78b",
  "schema": "gridshift.signature/1",
  "signature": "9805a8a824aa59386d0664e06d9181c91877f41cb29b137e127841530506f01855d552a2451aa99be4479252e397ec2b1138453ec382636aaa876c0aaebe7d04"
}
