{
  "algorithm": "ed25519",
  "content_sha256": "bfeb9f4f5367eb8e8b59c72371fac5b1f563111f263c81f417021c65ba773594",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "bd6d46145b50936cbf1336e4a2e9bdc9e1648ebaea6cb88ae9dcb17c6cc4e560",
  "schema": "gridshift.signature/1",
  "signature": "f7b5a785b4bd34917fbf9b933fb3d3d476ef959c5dca167cef4284dd98e99a6937c3da6fff049a6389c01cfcbf415f10f78a53f7e6cdc4c9e38259dfe0081d04"
}
