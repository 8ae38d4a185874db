{
  "algorithm": "ed25519",
  "content_sha256": "e166a778fa5c033a4300efa5ff722ab21a49a1a7a991e98154435bcedcd1cd81",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "bdeb5d293d955c0ffbde2f17a7dc2c55b53f874104ca413682e55d3d1295a005",
  "schema": "gridshift.signature/1",
  "signature": "634aed2f991858555527d2e92cf37b48359a085390da4b1d26a9df324ceb41cbaf14b4e57f2d8695bf0ba5e4e2377a1e28b15fc45ac296598d54d845ab74f002"
}
