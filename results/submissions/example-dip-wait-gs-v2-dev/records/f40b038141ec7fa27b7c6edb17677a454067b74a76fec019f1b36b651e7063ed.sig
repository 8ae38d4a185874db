{
  "algorithm": "ed25519",
  "content_sha256": "47f0ad31757ec574128ce84ed70e02132aabe4f631bf76b2b03aaf94dc8707c2",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "f40b038141ec7fa27b7c6edb17677a454067b74a76fec019f1b36b651e7063ed",
  "schema": "gridshift.signature/1",
  "signature": "ed19deb0bc85a7d6872ed325f51a640dbd7adfa0387e4806d6676de00fe629820d99bdd5906e78b22e4c92c7a1d817bdd84ad16ba8991693c3e8535fd99c2708"
}
