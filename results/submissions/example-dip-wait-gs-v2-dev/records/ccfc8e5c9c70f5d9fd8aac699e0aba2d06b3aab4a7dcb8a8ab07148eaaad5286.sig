{
  "algorithm": "ed25519",
  "content_sha256": "21839013c140dbf045ccdd5fc2ccf31cf98db47d666d0f47c3045c7ae0e7985a",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "ccfc8e5c9c70f5d9fd8aac699e0aba2d06b3aab4a7dcb8a8ab07148eaaad5286",
  "schema": "gridshift.signature/1",
  "signature": "f05294e72e1695797668e0d53a2f11d7a154001bdf7b190c5e064c34b5a5df0c690ee5d66185305a390a8550c9ec28b2605e7840220fc71b18b5aaefdc47a00c"
}
