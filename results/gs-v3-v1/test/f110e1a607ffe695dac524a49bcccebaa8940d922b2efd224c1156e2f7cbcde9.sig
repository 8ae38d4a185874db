{
  "algorithm": "ed25519",
  "content_sha256": "816736a74c5e2ca82586b40beff8ff246cf6eafa8acb507d63d1210a834c906e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f110e1a607ffe695dac524a49bcccebaa8940d922b2efd224c1156e2f7cbcde9",
  "schema": "gridshift.signature/1",
  "signature": "3390f6cc1eabcc6d03d778d24298b61898acd8589f8aa59b42079a8c6527994e8b9eec662cb3f9833b4e21e7c4c4db5bea38b7f5caa25a24a1703e0bcb85d003"
}
