{
  "algorithm": "ed25519",
  "content_sha256": "70ac5fc6dd2693c56d6894cc665d5d7cf0b1b37aa31649f49f41dc72ef17674b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "766a96c7e3403aa395fdffff8a5756d3c10bf2c0b3a285b9ac4694c4f08f259f",
  "schema": "gridshift.signature/1",
  "signature": "174b85ba7c7c46d6e18370a0419a51daaebc621d521381aab517d1b22ff13d77815bee8db936bf84e42b010d49bbdf0ac1569de338ba012cd1ecfa9a4cf34a0a"
}
