{
  "algorithm": "ed25519",
  "content_sha256": "1d2717df1c5362bdb5e38c08f37c3c7491249ee505b6913948897e920ee8536a",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "ccc1b69e428602fba717030508f8ffedd0b66ad764d4660b02a23af09bbf7ca5",
  "schema": "gridshift.signature/1",
  "signature": "a92e3e718d69166e981af011251248357257464d42f180a0521571186629c29df64fc5e926fbcd3ba98beaf6fcc394c725fe89eb6839e6c43f43d6749dcc920e"
}
