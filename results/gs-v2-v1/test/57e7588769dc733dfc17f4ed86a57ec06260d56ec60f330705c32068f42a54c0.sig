{
  "algorithm": "ed25519",
  "content_sha256": "21d009c0d4cc41d2c6082b5afceb938b644796963f97f8771d404e17c5cf40d9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "57e7588769dc733dfc17f4ed86a57ec06260d56ec60f330705c32068f42a54c0",
  "schema": "gridshift.signature/1",
  "signature": "e2131b916b79a9df8b517e604a185e218c3af3e2fcb7cdaec0f54e6811f81c8ed9dd18a97a36da9b3f652c71bd27288d41f8805c2b1aa2847266e9b626655e01"
}
