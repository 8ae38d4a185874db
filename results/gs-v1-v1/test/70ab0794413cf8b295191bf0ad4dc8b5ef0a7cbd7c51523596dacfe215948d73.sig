{
  "algorithm": "ed25519",
  "content_sha256": "66bf0054a7303a22332f8f5f2d0718f3f1d49090d22b7d2363a6eaa5dab0cf63",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "70ab0794413cf8b295191bf0ad4dc8b5ef0a7cbd7c51523596dacfe215948d73",
  "schema": "gridshift.signature/1",
  "signature": "4581c38a960f7aee5b2e40bfa9b692ad56aca93fb373ad92f861ba734e682d8edda6da1c401b36edec5d07072594d4c6ea17123c0f6cf70d92c22a8b1892bf0f"
}
