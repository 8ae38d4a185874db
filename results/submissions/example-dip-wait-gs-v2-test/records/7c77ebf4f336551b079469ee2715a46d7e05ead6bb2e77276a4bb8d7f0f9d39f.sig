{
  "algorithm": "ed25519",
  "content_sha256": "3a9a8c66546b2439623f36dc47bae4af53c0a9ba1359597cec9df063c6482415",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "7c77ebf4f336551b079469ee2715a46d7e05ead6bb2e77276a4bb8d7f0f9d39f",
  "schema": "gridshift.signature/1",
  "signature": "6771e7320ac4e4139d8658582b1da80b9e475c137bc1261e764aadb792ffb5eb81218736d7a304820f46bca0a6fc8257370410d3d7063b1fb5eff404cfa46303"
}
