{
  "algorithm": "ed25519",
  "content_sha256": "7e9a3ba2475a84430fabf8af02faa91f397bbd081e68dd1ca6b9e98a20e20940",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c1db08eadacba697308f54228705b263f12eeca9d20ec16d4871dd1dac763fd",
  "schema": "gridshift.signature/1",
  "signature": "0edfe5ee727b169631e93fed2f0a63587b7259ac433b368369b766462fc81046efa5a70d8d2458cb41cd8620ce28e49aa6094c109702038fe62e8caa83d78b07"
}
