{
  "algorithm": "ed25519",
  "content_sha256": "08b6f6693e868a40336b75c003cd538b060f92d5df15b9bab8e9bd8abd4370a4",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "44d55abc1023a5f696920926e65a2057855218fae958541ac32672474fdb2a38",
  "schema": "gridshift.signature/1",
  "signature": "0aa3136b5fe05f4ffedb22ad071c2515d6625dee14b6caf6393233d3a6b5e693b32a3e899deac073ded86ad3a48086e9be03041d7fee6393b5264222c6a7ce0a"
}
