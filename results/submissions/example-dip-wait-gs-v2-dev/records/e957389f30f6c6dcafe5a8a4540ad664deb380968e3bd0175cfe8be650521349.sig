{
  "algorithm": "ed25519",
  "content_sha256": "9381500bd4e3ec0a6607b50ccffb0fa8fd5f1c43a1b96f7dba688eb747dfd0f3",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "e957389f30f6c6dcafe5a8a4540ad664deb380968e3bd0175cfe8be650521349",
  "schema": "gridshift.signature/1",
  "signature": "1d3127474e5a87ab97628115bb65f5d2df2c59c49a53b1aa54dabed282fec7ce81b2d225be7f10e084b029ffd05fe1ad4620dffc1dc117dedd48aed493125300"
}
