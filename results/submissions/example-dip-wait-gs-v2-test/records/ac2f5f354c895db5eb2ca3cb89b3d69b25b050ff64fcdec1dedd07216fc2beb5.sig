{
  "algorithm": "ed25519",
  "content_sha256": "89874df1550ad9814353eb300306f80e65d3cd17f5dfa9b3f64c3defe37383a0",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "ac2f5f354c895db5eb2ca3cb89b3d69b25b050ff64fcdec1dedd07216fc2beb5",
  "schema": "gridshift.signature/1",
  "signature": "debfdd4671e8dff8bad7b9705d22c449d5cda05de0928897582800853b0a77faf69cba0cf6373eea530529a7b0240cac0c9aebd8c0917912c910ce515802280f"
}
