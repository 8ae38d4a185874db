{
  "algorithm": "ed25519",
  "content_sha256": "f59d50b5d733ab08763f5eaaf7621866ee139a78096b9248912c23beb79ca855",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "6b5d3b7bea6d269870e8b214c28f9274d95a3230cbd168a548e71694653cb5ba",
  "schema": "gridshift.signature/1",
  "signature": "7aa742a37e36ff378f6550470d78656e4944ab7cf7eb3b746f2e09746ff19f335e45b1ed4bc3d4feb38e2c82ca8ffe19a1310852d9a5a0a4b3fc620e31492408"
}
