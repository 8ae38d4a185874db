{
  "algorithm": "ed25519",
  "content_sha256": "d408b257ae1b582f2c945c6d06c100e4a9020a03eaf52f64a73c145789f0153e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b67bb6013520518e88f57708978ca4c7d9f8ff2e06d895df6c111ab31e55d7ca",
  "schema": "gridshift.signature/1",
  "signature": "94b48d04f031fc13980009ab8cee5eabba03b0b1578e16a8fa0461e2a5710441b46f9cc30b927a6b3aebafb1346748a219b19c967b8daf6bec25e5b129d1c001"
}
