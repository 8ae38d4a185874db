{
  "algorithm": "ed25519",
  "content_sha256": "3510940135e53ce0d4ac7897f9d8f9097557e6753fbf336f12780d32d8efcbef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa6340ccccb9770e0a74cd70fc627fab814bd3c2d64e182b24a79dac7ab65da4",
  "schema": "gridshift.signature/1",
  "signature": "e59f146d07bd90e1bef23c6fff63019541b3fda56c15897bfe6ac6019401879662a9ab6a11a6c680e435b374e1e58d1fb7c39547b991e60c1120d28229881100"
}
