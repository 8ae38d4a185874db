{
  "algorithm": "ed25519",
  "content_sha256": "7d97b849ba8fee648d32461a8075dad2783ea82d6b739d750a2497a0d20201ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "769e08aef888a287b3e376b4858c6d2edb13d79c41482fb41d228296f1dd7cdf",
  "schema": "gridshift.signature/1",
  "signature": "64764004fa540bb49d14405681799b57ca9f7d39d33bd16bf965607431916c4b82b6f7ada5fcff01edc3f622f2a9182d50b9d7e30860f02e0fd3175dc3ed7b05"
}
