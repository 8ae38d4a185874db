{
  "algorithm": "ed25519",
  "content_sha256": "967838daaf6a88afd4f2a944be53926fc53df166d82ece68920b1c819adc54a0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f423df3ca3e1164d350c579a4e54d4f25e6bc13e1b6ab7cca5a696a2dd59e34b",
  "schema": "gridshift.signature/1",
  "signature": "79b5c4c245236516c08898da0764720c5440d064e4ec2a62de7364ab1cbabb81f37f064f5f81ffcad6fb5af7b5dece4d84af63266a5fb5232e155b047b628a0d"
}
