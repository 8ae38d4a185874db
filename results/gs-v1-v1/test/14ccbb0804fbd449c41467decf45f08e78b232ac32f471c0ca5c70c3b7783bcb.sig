{
  "algorithm": "ed25519",
  "content_sha256": "e9bd426b93622af118ed5642f340d3d0f653dfcfc203aec05ce5f1d6e3d38f8d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "14ccbb0804fbd449c41467decf45f08e78b232ac32f471c0ca5c70c3b7783bcb",
  "schema": "gridshift.signature/1",
  "signature": "0d94adb7666a98779154a56a5432e5b8b6683941885399ed9f679d7cc9cf8153f47250f7c9b003f917282bad70b5cc83f47cba9816896fed0248c01985f19b02"
}
