{
  "algorithm": "ed25519",
  "content_sha256": "62d010a3dae3ad4900c8afb7000ac5f41cd9f050af44d8cd57ea0457e5f305c0",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "6e939e197812df53f186884f687ac3b7709f31d2fafb72e470ef91f0dff9a76b",
  "schema": "gridshift.signature/1",
  "signature": "71c608bf91b866bdb4dd65d549891fe66281fbf141d0141dd38b1266257d25b2f3e521fb2ea16a968bf8a58677f2dd3d8feb88d80eb883be077e0903df44b20b"
}
