{
  "algorithm": "ed25519",
  "content_sha256": "1ecb3361a0e9751d2c0e2407551d23f6eec5875ec81adc36f87857bc09ee7dd5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5252aced9e1abacbbf73cf419356aace57f3375c66bcafe212eb36fd264b9ebb",
  "schema": "gridshift.signature/1",
  "signature": "e92175d1ee6d9a97b54d0b3432cc56136cbd3e1dc2e58acae27615a29982d318fc7f2cd5905be9feab8f38cf6a5d6f952c4aefb5bdc524b6c8899d124d8e970d"
}
