{
  "algorithm": "ed25519",
  "content_sha256": "a3955835cba9f74c2ccfd2e32670ba69c2ef1b9ce4f85cb4e26efe9c6afe6a68",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "e664b40d3fa27559864a76f7588abea3a0ba2d8bba2e8027430a4285d00d9820",
  "schema": "gridshift.signature/1",
  "signature": "01f490f0b9214f5836c938dee5131f240e2fab13dda76c9fdc0ca3cc746f3ff3fc709587ac55d27c469176bb023080a549148267d8b7d646d65682efef28bf09"
}
