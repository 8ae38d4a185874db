{
  "algorithm": "ed25519",
  "content_sha256": "f0f526388bfcc1768e30c212b38a502ba52bd1dec9d3e69cacf1c4efcf747aac",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "e5b796b96d7409e58bbc890e2bac7502ae7aa92fc15b7cc914f676e5247c085c",
  "schema": "gridshift.signature/1",
  "signature": "5f84abb92e202122033e58e2ee30ffc8289faf92e01fda3963b81b951339bdaf694ba638f00bd8d5c166d364cce5ba361f2d2c9033bd5af5e4201fc5a073a303"
}
