{
  "algorithm": "ed25519",
  "content_sha256": "08f3635e4e3cc95a9d51d997b2720e60c13613690e94901e61a756ec5d6f7b4a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16f1e719efd1dc2e1f82f3b856aa21333d85e7e2e1451c823ad340e042449deb",
  "schema": "gridshift.signature/1",
  "signature": "3bb2739dbac0b3d4be320ae2da9982120065dcd45e02b0cf186e275e81d1f6aafff33d8d180a528f84db7f4a2ecae380d27dd187376c800e9f2d7d4de4e10802"
}
