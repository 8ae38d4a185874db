{
  "algorithm": "ed25519",
  "content_sha256": "0ad52665209acb411907c1e1bd82f7bc2c9689f421c3dffb11b1ba7eed747255",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "b1f3c092e68ede3c4dd8e56d78174ae81c29de0575ba178b78f73aa609a975c2",
  "schema": "gridshift.signature/1",
  "signature": "3e2afeee2f87b27c2dff291530f448f6229d1e69d7db1795e5ea36cccb9adf856d100d518251f2ca033dfc929f84fe54652823432bfdcc67e9720ae7ef8a630a"
}
