{
  "algorithm": "ed25519",
  "content_sha256": "14dff70ceca354d654e0f3c8fbfbbd2137672b3ebbeaacd8aba392d797504650",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fa285415890784497a19c3b7088963dec0eb9dba30835d67cd014e5e9cb6243",
  "schema": "gridshift.signature/1",
  "signature": "673f2fdeaf6d46d380eef1dac896af4594fa434a36945b640ff2fea554e13b7171c5afd0ea567e1b6ba3b95a0460dbf65c01b67b45817fd4d8716d7e15cb4703"
}
