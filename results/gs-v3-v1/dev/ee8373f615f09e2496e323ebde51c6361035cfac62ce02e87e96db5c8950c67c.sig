{
  "algorithm": "ed25519",
  "content_sha256": "07ce3bc3e57b8204dd22e823e82ee528a060fec6ef93c2d3fc5df859844f3438",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee8373f615f09e2496e323ebde51c6361035cfac62ce02e87e96db5c8950c67c",
  "schema": "gridshift.signature/1",
  "signature": "289f6c7fbabe18c5958016f80f68c25267c2fcd49767dbd23711f24898a27d77cff07ee4631c5c636c3247258bcb364255234587a31df70ae3b98b29092be00e"
}
