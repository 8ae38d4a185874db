{
  "algorithm": "ed25519",
  "content_sha256": "09df2649c6ebfb96bb6b95cea9bb719a4899e117ebdeb8f3e0163632c99514f3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "686ea446ef5e832f3b6e5bda15262c3a453bb053da9b7b2cf7cb9efbcace6a8c",
  "schema": "gridshift.signature/1",
  "signature": "93ce5d82775e65aa9946bae524875f28623552cb70312cbc313668fda79a012ad60c4c8447eaa335164f9a34ea7bf3ece04a562e526051b853f0652b01f89403"
}
