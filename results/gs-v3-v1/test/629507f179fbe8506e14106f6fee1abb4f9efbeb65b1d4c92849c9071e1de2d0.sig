{
  "algorithm": "ed25519",
  "content_sha256": "4d5c73210b7fbcc94b8948e9353834ab7bff3b9371915c5cd5534f10721b169e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "629507f179fbe8506e14106f6fee1abb4f9efbeb65b1d4c92849c9071e1de2d0",
  "schema": "gridshift.signature/1",
  "signature": "2c7da5fcbb70b281f22148c69343e70be818dc5a2ebbcc0b537762dfb18579da74288fb93b0297314c549c02c5cff6209f1b1b81987201ef817d578dae4f1004"
}
