{
  "algorithm": "ed25519",
  "content_sha256": "8a72daf9eeec648ae046eb1c2697459b6b1008f2d768adfff8c96e3b3ace4f83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a95fcb63672f292e3ce9683ff23e0075b0fa2667c92190a023d607927517c4a4",
  "schema": "gridshift.signature/1",
  "signature": "f9219eed26fcd14b376c4446a9281984517db7335d55cd948354a7861b79aed79a6fc931043c3242389d4c09bc88357e11d4155807da7a3beb2d32f7b6310c0d"
}
