{
  "algorithm": "ed25519",
  "content_sha256": "fc26521625c6525483e569461caf38b721813929361be634ec1a25f60043a4ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d76ee5b65bfe05f8ec78d2bbcb9f64de4486614ea2e150a7a5e2e365d5a398d1",
  "schema": "gridshift.signature/1",
  "signature": "8b4ef919a6cf8daeda65f81e73d8e22881148f1877dd1ff00b7bae4c13f146cae5aae1649179421c955b4f1230613874231b81e99d8c63de8727f77ec86b970d"
}
