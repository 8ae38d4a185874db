{
  "algorithm": "ed25519",
  "content_sha256": "a734e01bec239abdf1a053d1b6ba92188228516df280a3be42fc4421a98243c2",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "5f908dd308253633b1d1dedb85853c6aa72beb6fa3aaa2bb9a676ad3a8f4132d",
  "schema": "gridshift.signature/1",
  "signature": "d0dbcbd3a1e284417f7853f79c16e3d5cb12fd8334426910768298b4eb6a664e1f9fd772387d9183c7dcb3dcdf2e6d473f9bbba315ca016bcb614c2e949e8c05"
}
