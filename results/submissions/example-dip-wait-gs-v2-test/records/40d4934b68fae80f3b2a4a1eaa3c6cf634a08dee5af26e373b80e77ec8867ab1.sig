{
  "algorithm": "ed25519",
  "content_sha256": "3db07df5082a8b2091dbd446c29736559c16c2d9875201973d9974e359f06a9b",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "40d4934b68fae80f3b2a4a1eaa3c6cf634a08dee5af26e373b80e77ec8867ab1",
  "schema": "gridshift.signature/1",
  "signature": "c7571ca80a2084eff38a93ab0276f6a8f3095bb5522922cf95e6ee78bbd99008071d61a63419840784efe273c8dd1ecf4e30aa33a3377943ca2a8013ce68c70a"
}
