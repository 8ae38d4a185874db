{
  "algorithm": "ed25519",
  "content_sha256": "1e785b92e75ab87f58b20dfd1fc91a0a1aad3bdf69e5c2507abc6264de99e77e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "36836f535e3edf6fe41aa43f8e013cc610ab375f51c8ccced0b87d55c301ad29",
  "schema": "gridshift.signature/1",
  "signature": "1a19ac64060907634bbf55ee66f06333eff559293bb4512a61a6c36dd50cf88065fd83994c18f4828a3ced0183ff3fc5c5e69768b314ac8ddb959a320fba8c0d"
}
