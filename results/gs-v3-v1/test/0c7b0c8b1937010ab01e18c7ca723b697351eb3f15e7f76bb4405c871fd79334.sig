{
  "algorithm": "ed25519",
  "content_sha256": "c071c82c9c35806cbcb81ea31f86ad2d75e8a68ae545d49f4fec64d523214cff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c7b0c8b1937010ab01e18c7ca723b697351eb3f15e7f76bb4405c871fd79334",
  "schema": "gridshift.signature/1",
  "signature": "a2b2d034acd9f90d1db8c36682103494415131b2392b6c0309519932a0c4e5a4422d6692b41926d76def39f54071cdc2db3a9133e222afcb4299e5ad6fca1c06"
}
