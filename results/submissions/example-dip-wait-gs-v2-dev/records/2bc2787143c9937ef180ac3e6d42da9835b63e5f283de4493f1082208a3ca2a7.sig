{
  "algorithm": "ed25519",
  "content_sha256": "741139f49042a0a6a92187224e7eb9946872b65119ef4146abc774f8358f3b3a",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "2bc2787143c9937ef180ac3e6d42da9835b63e5f283de4493f1082208a3ca2a7",
  "schema": "gridshift.signature/1",
  "signature": "b8382906477bbe36b75dd6db6f2f9a2d049eba765477cd25bde7388e78ddb68ddab79184aa6acd2c4be49ba91f9aaa761e305c71a5fb340b9631f83ff8d20608"
}
