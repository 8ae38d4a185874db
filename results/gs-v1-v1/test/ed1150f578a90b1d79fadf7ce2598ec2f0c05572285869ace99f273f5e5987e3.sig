{
  "algorithm": "ed25519",
  "content_sha256": "aa51c6a9808d1a0f5e9a472255ac55399e206017ac98f3f6987e46e0d96f6377",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ed1150f578a90b1d79fadf7ce2598ec2f0c05572285869ace99f273f5e5987e3",
  "schema": "gridshift.signature/1",
  "signature": "999e17511669306d880fc8b55d5767f7ea0c504cf3edd3752fbae0e93610fcaf8f051da728e4b6353e9f5338c727c6f18a87372e9ede31637ad1a1ea3aaef609"
}
