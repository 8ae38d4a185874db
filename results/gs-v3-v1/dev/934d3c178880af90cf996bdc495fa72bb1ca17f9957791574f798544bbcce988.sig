{
  "algorithm": "ed25519",
  "content_sha256": "8ef661e3dbd2aae4e8720add8a39888c527264e6f8017ca885a0d0f75a1a4164",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "934d3c178880af90cf996bdc495fa72bb1ca17f9957791574f798544bbcce988",
  "schema": "gridshift.signature/1",
  "signature": "f815b5fe1735ecf72719a7d5c065bf839394ff8f6a55466b98e10603adce6c4be05b63796503cfe99cf1b192e4817b68329837d546babd026a5939729fcf9c09"
}
