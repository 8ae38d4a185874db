{
  "algorithm": "ed25519",
  "content_sha256": "b0244a4df93434764a758b7640f8a7975eaac92fe3614f9d795b94fea77e5b5f",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "2825f8b616e691bfcf8fe2f3c1c0fc51c0fdcbc2e4b35773137c75e16bae4d39",
  "schema": "gridshift.signature/1",
  "signature": "fefac449e396230a894cdefeed36bab08d7773d30ee78a7a5f41c607fbcd34003d620bf2640f3bff61c7d8e833dd891706a614b775f54ed45c1b7cb17c5fd20c"
}
