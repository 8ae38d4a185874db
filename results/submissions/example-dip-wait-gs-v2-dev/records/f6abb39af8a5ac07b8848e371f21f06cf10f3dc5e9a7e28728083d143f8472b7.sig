{
  "algorithm": "ed25519",
  "content_sha256": "3dd9008844f25a8aaf653744f3bfd0a8ac1f44eb3198137643507de81a8948cb",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "f6abb39af8a5ac07b8848e371f21f06cf10f3dc5e9a7e28728083d143f8472b7",
  "schema": "gridshift.signature/1",
  "signature": "48cf7b0850e3de3b1ce2fab01de649fcf402e2dc7e340a69bff98ed99099dabe03241b5b9c1b588df2ffa724b215687601a156b23116a6d1da5d5d51e6a7ac02"
}
