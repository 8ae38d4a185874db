{
  "algorithm": "ed25519",
  "content_sha256": "e4409ec815dcdd16cc06f4aa320857045bb7b2a3c88527a238fe834ff2e40e64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a86c015c6be578ccf619a4f6e8991823df3d7db14419062653671ab5babeeb0",
  "schema": "gridshift.signature/1",
  "signature": "1abd8c6fb18afb472862ab75eaede070d9649393d0c5ae96df997a9c11979a037293a7977424678382adfbd6e3ea96550c7af971dbbea0ef5cc219e87676be0d"
}
