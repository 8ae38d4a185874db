{
  "algorithm": "ed25519",
  "content_sha256": "ef7124354533874dae648248bb007f2bc83fe86e53e34ce236bee8a980de143a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f59480b7e8e32d19511fbe5168fe0fb37c8edb71f4cf261e2020466775d105a",
  "schema": "gridshift.signature/1",
  "signature": "7a30fd926d3210850423e6f4033c438902ecbe5d9dd6ce0ed5f8e165dd284e45ea3a39d1d9b7b2ba9750784f4bf3bfd8822f4da5b34fd4bd27dffcbcb2c13b0c"
}
