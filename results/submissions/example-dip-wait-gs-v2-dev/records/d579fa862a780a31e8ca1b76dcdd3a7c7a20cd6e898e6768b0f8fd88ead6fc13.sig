{
  "algorithm": "ed25519",
  "content_sha256": "ac6a8e368dc95dee6040f8994ddf03c0f52236696989c31b42bbe69f538bd66e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "d579fa862a780a31e8ca1b76dcdd3a7c7a20cd6e898e6768b0f8fd88ead6fc13",
  "schema": "gridshift.signature/1",
  "signature": "023fc0bb950cf3e72e5600a42b8dd377dc88b92bc2f909cdca388bc8aa4dad666f47e7b6e0c357170e3701567cc43009f2df95616eca8af7bffa8bb22582690f"
}
