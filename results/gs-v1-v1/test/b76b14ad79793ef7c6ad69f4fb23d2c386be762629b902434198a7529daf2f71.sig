{
  "algorithm": "ed25519",
  "content_sha256": "5c4fdbd1bd734428a05ce7df251380b0bff9b97aeb1095434072a0803a5bf80b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b76b14ad79793ef7c6ad69f4fb23d2c386be762629b902434198a7529daf2f71",
  "schema": "gridshift.signature/1",
  "signature": "002800e24e7d1dc3679905471c0f62b6e57fe29f9fa80ca489c14654ad276f5f2bac0de0a81cdf5aeada2762c525403401a20486fdefcfa62fca76ae8243ff01"
}
