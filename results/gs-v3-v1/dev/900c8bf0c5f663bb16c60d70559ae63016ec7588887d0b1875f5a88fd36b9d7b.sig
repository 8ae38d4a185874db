{
  "algorithm": "ed25519",
  "content_sha256": "ac45f0a4484e5a51b8d49c431a557fd9dc4ace8fff56f67706cd04d001d6c247",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "900c8bf0c5f663bb16c60d70559ae63016ec7588887d0b1875f5a88fd36b9d7b",
  "schema": "gridshift.signature/1",
  "signature": "b839a503484b4af8f5c3a888ab91ba033273ea0d75d831ab0e1b153883e99f7471a8c999825d5eb566244408c1f1668cd27127cb15d9ff13601c0c465cc59f0a"
}
