{
  "algorithm": "ed25519",
  "content_sha256": "06051409e7efdc86058f0cebc2f00f56fde8c420d751e8b9f9dc9fcf3a88e170",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5dbaa79a85f5934a3ab95a36f94161a2c255fc6c2506d6ca146b956f6ec2fe31",
  "schema": "gridshift.signature/1",
  "signature": "b810edd146d2693720ba297835b746ee4741b9cb7a4676683e5d1e76c10d97e4bfec90ac3e0335ea3827b5c49ec9139ee83a275e8b4e0106b98a189f9251ca01"
}
