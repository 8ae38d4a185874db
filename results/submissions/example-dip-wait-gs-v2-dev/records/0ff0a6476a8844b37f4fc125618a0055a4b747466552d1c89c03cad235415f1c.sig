{
  "algorithm": "ed25519",
  "content_sha256": "7c7845cc31af437e0ba660cbf1c1932c41ac21d49ebece04226a5e07b33c807f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ff0a6476a8844b37f4fc125618a0055a4b747466552d1c89c03cad235415f1c",
  "schema": "gridshift.signature/1",
  "signature": "2aa089c954fc9a7e5e98860492f2034dff3f22b7c1ae3f08ec94a153650b9ba719a07f94d0b412e0d1d1d545d15a4b7f1ad121fc8ae5e520013cd6fb3f79b00a"
}
