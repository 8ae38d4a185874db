{
  "algorithm": "ed25519",
  "content_sha256": "7383dbd2c4781299cbf75d81492bde39d83981234d7571d5dca6b064f6c9950b",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "8d6d3b530cc7271709a7725b64f6ce84b39c8939d3cff75d6c9d899657c860e3",
  "schema": "gridshift.signature/1",
  "signature": "a63c1ee3bd78b7c23c8cbc91fb385520b58f6d52634b467f49af55d37272d61cd8d125102bf72d64fedd69d8ce6a15c11595ec1526713f7935be6dd5322ab400"
}
