{
  "algorithm": "ed25519",
  "content_sha256": "e7dd7e80cc9a1b7307b94fa8530e9f2358401b7e3c5eb1197eaf1cdbb2f9ec1e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "2da0bed9d718c04b2a6961deaed9b377534ce28712d4e05e90cdeec182d7a60f",
  "schema": "gridshift.signature/1",
  "signature": "007fc78b64250d56d5bfbc938dff093af816c659730285a7da3138b193c4dacebed3abbfbab29c3721eaa37189214f9e1693353b73a9805d2d85bcfef9e62505"
}
