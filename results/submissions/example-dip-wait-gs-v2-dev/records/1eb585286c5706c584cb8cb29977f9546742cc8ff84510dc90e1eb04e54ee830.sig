{
  "algorithm": "ed25519",
  "content_sha256": "7406c6739e770e14b7ac4ebb567a51d4998690ae582b55d8379da41f55a41fdc",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "1eb585286c5706c584cb8cb29977f9546742cc8ff84510dc90e1eb04e54ee830",
  "schema": "gridshift.signature/1",
  "signature": "c2f477d9b8e25bae879fd0fa406835ea11048062e8dbd25778ea902eba27114c6a2900e73f8a59f35b33caac6be2e0504f6e4d693a34c835e41fca4039f0c007"
}
