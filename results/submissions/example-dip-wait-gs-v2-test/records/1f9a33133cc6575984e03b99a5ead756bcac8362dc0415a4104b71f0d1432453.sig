{
  "algorithm": "ed25519",
  "content_sha256": "b170be064b2415828bea772ed659de1f3cd5601b8ba874f20b332a7f58e27adf",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "1f9a33133cc6575984e03b99a5ead756bcac8362dc0415a4104b71f0d1432453",
  "schema": "gridshift.signature/1",
  "signature": "8bf29611e32f0eb778defc59d64222f81f53ef138670f936c9d2bc7438be0675f32110e0b1e38ba793a1946f209b57d06767767e3d854d6f72336ce2ddb27c0d"
}
