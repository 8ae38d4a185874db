{
  "algorithm": "ed25519",
  "content_sha256": "2ac310e0a1e07c2ea62c465878aba178a92b25e36c9e4864de99190c7da67237",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90e44d293ad4767e8e91ed419475cc005535663c9a9ae825039d31cb5e52df5e",
  "schema": "gridshift.signature/1",
  "signature": "cc8650dd14ad0c2440e6b046064b731fb0de77fb05322f97827e4a8010e4d9f4b9b5ace913a86e110ee4aed34c05f981b4d98f4142da107bcf669d5ed23b8900"
}
