{
  "algorithm": "ed25519",
  "content_sha256": "e8eb270ed4f0504aad591221c080428572813825cb9b0b6dec74bdd42328ff36",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "519670cb98d2cbe72f1a27526180a5e5432fe96897cc649a7cae74ec68065574",
  "schema": "gridshift.signature/1",
  "signature": "415490f36a7d4ccea710bfa9b0a74966ad667d7774ba91c10e0f96b5dc50ec06082205cad8c0ca1f67c82790080ac5fdf5dc8e628d507cffc402e7334d004000"
}
