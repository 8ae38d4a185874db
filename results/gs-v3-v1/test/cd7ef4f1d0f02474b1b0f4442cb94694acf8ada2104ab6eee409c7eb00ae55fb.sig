{
  "algorithm": "ed25519",
  "content_sha256": "0f66184676199bac8f0197928e09a5d4013bed6a8d464aae11c1502f9099bf01",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cd7ef4f1d0f02474b1b0f4442cb94694acf8ada2104ab6eee409c7eb00ae55fb",
  "schema": "gridshift.signature/1",
  "signature": "0545a51c7f02d51d95b0e9d5d94ef805651c550b7cec2c1ba9ffe5beef4768eb8e61fb356b7171d3e554527a1602fbdbf0bf514fb32c72033a517ae48ba83904"
}
