{
  "algorithm": "ed25519",
  "content_sha256": "cb8b67391614a9ada376d0a120554935a524ef5e0cdb933371f821945a0a21b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a98b7d0a7fff4e62714f6aed0baa3690de3b5fc94992f997cfc3d6f5c4ecbea",
  "schema": "gridshift.signature/1",
  "signature": "93fead732e0afc14b3b103c4116730d474f947684a3b20e16205e064c1277ee52071a2a3c4988d17e23598d6e21dc0658a664506512b43b1fcfe8ebfe2cffd02"
}
