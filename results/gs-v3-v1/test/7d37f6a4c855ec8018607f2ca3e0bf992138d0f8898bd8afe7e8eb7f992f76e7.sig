{
  "algorithm": "ed25519",
  "content_sha256": "7fd6f1004314f81ddf59150ea8e7a98dad3986bada7979a4d894b646978293ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d37f6a4c855ec8018607f2ca3e0bf992138d0f8898bd8afe7e8eb7f992f76e7",
  "schema": "gridshift.signature/1",
  "signature": "107a35a12f16ace446d4a8783b4d0843669ffc5d169bff9a6fc6715cbc3503f6d182e227c353b10cbd06c00b03ff9a435712c0fe83930488d6a2d602856a2b06"
}
