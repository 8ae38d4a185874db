{
  "algorithm": "ed25519",
  "content_sha256": "5c6607184c84d92a3dc9f49d78d0a135d6a023ffb8926f09a04117a6865ae29b",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "a42c459078e477a6c2719079cba4de830cfe2e49092a31219bd19ba8fc4103e4",
  "schema": "gridshift.signature/1",
  "signature": "81efed03bbf350c536c1ad83c988baca3d599e0ef6c7acafc9f1adfc04c03708aef990909cd0117f27d5614e428e8458454bcbe402d1c310403e53133838f304"
}
