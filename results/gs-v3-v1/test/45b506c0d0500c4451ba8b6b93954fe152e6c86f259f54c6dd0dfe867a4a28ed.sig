{
  "algorithm": "ed25519",
  "content_sha256": "fb5e5607ec94871e274833abef4480ae6400d34120d4433a4f6647506e5bc8a3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "45b506c0d0500c4451ba8b6b93954fe152e6c86f259f54c6dd0dfe867a4a28ed",
  "schema": "gridshift.signature/1",
  "signature": "22ba3231b16b22ac47fad681c2e5645b0cc988896f3cc40820cf9465402e9e84176626cfbcc3364eb16938fcce7f4f1d903b2525bd303e912bceee84106fd606"
}
