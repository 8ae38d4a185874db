{
  "algorithm": "ed25519",
  "content_sha256": "7a4b7e84993fb927de82841da093a049efe653be87948d4eb1e3ced4525ca0d9",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "75f8e6e53513c5fa01606a7daa6d85596c6162dc1672dcc0b088b8776eeaf256",
  "schema": "gridshift.signature/1",
  "signature": "032ffd5c52404d0d87b3efe591eecd250350a3f321cc6593355a61840ef74cc601c1efbe461ac7cf3c707862540a398738b26a0fda58d03179a5a45c09ad6e04"
}
