{
  "algorithm": "ed25519",
  "content_sha256": "61b234d6fa410ace7d13bd8aba14fbffbfeb8e0fd5a28058d630c197b5d3df83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b87b5efc5468d2e015e4e079542f9a63665074acdcae95b614415513218d43d",
  "schema": "gridshift.signature/1",
  "signature": "94aa478f028b1d73651b736efaf64a68005aa7df0b46925eb63da5e4147b473c6f8e18a74b469db6f3a7e2531f31d13c69b00204ad1f9f71c93be6ad43c0ea06"
}
