{
  "algorithm": "ed25519",
  "content_sha256": "aa2d295fc2f304b234d96c4a4f1b89f0685800122c640f1ba17291584d07c91b",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "b8069015d7ea6bbcea1142dbf676c9fd86827799cb11a470c044aa6931403184",
  "schema": "gridshift.signature/1",
  "signature": "f65c0a3bfb5182426920eb73ce3da61cfd9bd389951cf93cb9aeb182a44e9e25e9a1a33963d7631a34ee51c6451ab6b851cbf6d8fb65c134879dd263be6ab60b"
}
