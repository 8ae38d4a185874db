{
  "algorithm": "ed25519",
  "content_sha256": "38b08b8675d7bb9875da2a936e340bda9731e351766a27e3fb69d67be4003fd0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8af2aee0acc2b4981ac8e6c6cb3d03d3a795b38ec5c5d208c2e60b32cf3d465a",
  "schema": "gridshift.signature/1",
  "signature": "16220b74ccf0a2929af3b38b0f04fcd1cce878b56b5ee02c56f094470a8d9976a59c594a9c62cf00399a615febfc00ea59f77ca24fb0a5b37148843807448a08"
}
