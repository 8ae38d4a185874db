{
  "algorithm": "ed25519",
  "content_sha256": "bf37d16ffc2ac9aed171b6a237de08ff8deaab3a42e62a7881858b16bf0fbd90",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb421a857b6a5e7e9c31ee24946ac4597fa98278ffbfde1345b5bb609a300dc9",
  "schema": "gridshift.signature/1",
  "signature": "2974b0327b74940080f8d6b93d3bc9e1ad5c3a38790413107d09bf81f838c6cfe7f8aa0262eff5346fc4d304d56ed5ebc11c81a21034b20555f3f6f73bc64709"
}
