{
  "algorithm": "ed25519",
  "content_sha256": "ff620d71c774d062f8281fb45fab3142cd86eaf9744bb5c80ee850213d321900",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "748c0acf1e14c33c43d73d71175f2b00b146f020eb7da76b7e928f49b26af5d1",
  "schema": "gridshift.signature/1",
  "signature": "76dbd118dda10fe7a92241add75922e9eb8e380b46d7d1773e7aa35d6381cd3279d8f06156e21a61ed7cecca7a0c9c314faee61e1d42458e31047a0e4dfc2e09"
}
