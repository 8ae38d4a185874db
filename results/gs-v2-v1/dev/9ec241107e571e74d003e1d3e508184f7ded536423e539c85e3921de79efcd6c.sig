{
  "algorithm": "ed25519",
  "content_sha256": "3b841a88fd98aacb6ac325da7f9221dde42b442d51f0ff84dd671b3bbb146420",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9ec241107e571e74d003e1d3e508184f7ded536423e539c85e3921de79efcd6c",
  "schema": "gridshift.signature/1",
  "signature": "6b79184d68a2f4a013d16f066968f7a7ef06423ff4b1c7c97f430231f1c6f40a9db5b16822ec2aaef2830c73c12fb54184a9108a0b629997595128e7f516780d"
}
