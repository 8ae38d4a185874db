{
  "algorithm": "ed25519",
  "content_sha256": "fd0b9845b0d85dce2e8727688a4e6738ddde78e535c97b7c1096dc24ac8b3d7b",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "48ed6217d02f3de50601dbf0393e38297c63693d1732cefe7c4c5da0eb9a9f81",
  "schema": "gridshift.signature/1",
  "signature": "126a18d3e41b56cfcd47709332acc44a825de4c83ff6cbd99bc2d7e362292f46b180dc9f9e40e1734f0836b7ecae7947011a6aa0a84dfc39c709321aa7b6520a"
}
