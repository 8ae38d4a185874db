{
  "algorithm": "ed25519",
  "content_sha256": "42e42236faaa6cd8932505e1f97bf04bbb5e5c99c4aaaf340b67f1a3508a4ee8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0d2f77f1f155925280d5eaca2ca1c1009e31a4cdd4116c7020b1b9f74f01ab8",
  "schema": "gridshift.signature/1",
  "signature": "b6f03ef94880144337dadf719c254d6151edd0bc4cea70b4d7a351c806de020dedb169148f14d2907d875adc8d90aa53016dac7c248748936c4a0fefe2398c04"
}
