{
  "algorithm": "ed25519",
  "content_sha256": "cabcd8c4a8cdbdc8c0d997e2f4a32ce11564a125d47ba618fe3b8638b08af50c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a564ca3d848a0acaf62c76d395d0bd8806c7097b744adc60ce2b46434ff89f28",
  "schema": "gridshift.signature/1",
  "signature": "91767c2b81ba772896dd5df4fec9c778929494252a982e07986e6b703f8d933219aebcd15ef8fff48df8bcaf7585f6c6d35bd36a9d29ff2d456c3541ace6290d"
}
