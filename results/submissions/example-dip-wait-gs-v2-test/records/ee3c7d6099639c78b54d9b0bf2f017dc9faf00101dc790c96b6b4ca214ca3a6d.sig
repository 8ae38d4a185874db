{
  "algorithm": "ed25519",
  "content_sha256": "fb7f4410a19160ead1e5461283aad81d16221b4f0d5d6b6973a3a079f0566903",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "ee3c7d6099639c78b54d9b0bf2f017dc9faf00101dc790c96b6b4ca214ca3a6d",
  "schema": "gridshift.signature/1",
  "signature": "faddc482d44bfd6cb9df90bf6a7bacea6604016bf467272febc9f7ccac7eb747263459785b84f15105366dc6a8f1f7c4235a7af0a1a038d85fa5a67520ef3c0c"
}
