{
  "algorithm": "ed25519",
  "content_sha256": "72af2d8fd5dc86169901c41d2b8522b44d4a9d8d9ce3f8c59a6da48be6425c78",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "5f71587a6ebe6ed5e7d9b299be71d12aa04dae6b5593917117c651f97a786a6c",
  "schema": "gridshift.signature/1",
  "signature": "8123d8ef04d630249555fcf36ab1ae81e642714db05d88a183f51e620655f5d4ea93c5bb572e82c29c82949cc332d90bd80f3f7821e790e6f9aae2528c85b402"
}
