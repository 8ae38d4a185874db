{
  "algorithm": "ed25519",
  "content_sha256": "b43e6293f1c03f8d78bd3e0ef9ac54be2cb1ff40a9534d8c897444f25cf65d74",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "327bc44a35d737cd70bec669b452a37bbbfe53ae6252ea544c6b99a2dbb1f824",
  "schema": "gridshift.signature/1",
  "signature": "4d90b99a293da9f50df68bebe9ef1fe50da17744281cc063ca1d664ee8d1f44b1715860a57eae2f6990bfe9d57955805499ea5e6b721711d4a5b0a9efb431609"
}
