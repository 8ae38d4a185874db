{
  "algorithm": "ed25519",
  "content_sha256": "759f66726cf009bde3c01ab7e0ce0395e5301d71a6037fefa6d7c569ec66ebc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50eceaaa20f01d6bad9289f1fe097809bd6a45061dadd4706642115a6b5dc6c8",
  "schema": "gridshift.signature/1",
  "signature": "6ab48f563cece1ba4c9491ee86c3c5456d074058191a761aac949b63a35df0031537c7b43d94f16aafe5575b3c9bfe4833bcb1ef74ac7b4fddbdc6326b1ee006"
}
