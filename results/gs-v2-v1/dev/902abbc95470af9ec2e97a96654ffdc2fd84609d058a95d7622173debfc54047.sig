{
  "algorithm": "ed25519",
  "content_sha256": "2cb02c55e0d6f7797fa3a11206b40d9252d2a075842b649e708813c5f9b47a43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "902abbc95470af9ec2e97a96654ffdc2fd84609d058a95d7622173debfc54047",
  "schema": "gridshift.signature/1",
  "signature": "7ad4d4cea7fd198691d2b82f57ba6fa69607cb4dab566b452ee347d9098027afed5c54781102f610141c35a372a59c8873caedc8c828123f61440788fbda5a01"
}
