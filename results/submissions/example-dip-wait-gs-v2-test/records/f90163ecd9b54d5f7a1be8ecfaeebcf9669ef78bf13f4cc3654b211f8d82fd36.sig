{
  "algorithm": "ed25519",
  "content_sha256": "d7473e95105fa45d4c97bfff0162a856fdaa21f4c5cf8354c8cb6bba8a4c5740",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "f90163ecd9b54d5f7a1be8ecfaeebcf9669ef78bf13f4cc3654b211f8d82fd36",
  "schema": "gridshift.signature/1",
  "signature": "f9a1b4db61bc85c2c3e0715262d6c3cdba1c8cf322544a36d882dd5c367279508a2884288fc05518483c1587d8b0db75cd9af341ab58eaf356a53ca343179706"
}
