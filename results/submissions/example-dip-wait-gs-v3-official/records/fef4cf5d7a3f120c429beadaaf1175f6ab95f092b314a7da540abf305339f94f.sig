{
  "algorithm": "ed25519",
  "content_sha256": "41c18d7c8a9db2bde7f624c595e78711578453fab1504143d2e87c21531ada6e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fef4cf5d7a3f120c429beadaaf1175f6ab95f092b314a7da540abf305339f94f",
  "schema": "gridshift.signature/1",
  "signature": "2207e599b62fb5d2f2c7c297afd7614a0eeb4972fcbcf9c4c7c7dab2b9efbadc02b3be2c5f484187ce7e330c6229b385ed0607c4e5727c4627aded27e59b8006"
}
