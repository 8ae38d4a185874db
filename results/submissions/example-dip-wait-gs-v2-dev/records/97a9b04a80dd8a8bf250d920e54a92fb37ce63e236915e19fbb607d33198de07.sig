{
  "algorithm": "ed25519",
  "content_sha256": "172191cab507459447017296656b9cbbe7a9e6e04d5428af4a0e6dc725c1cf2e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "97a9b04a80dd8a8bf250d920e54a92fb37ce63e236915e19fbb607d33198de07",
  "schema": "gridshift.signature/1",
  "signature": "47bac816d4bc9033facafdf1788d90108e251d51aff4cb4f04051be44a5af2b69b9aa0c229254c0c1904c8eaff210cc9fcc8ea89f8b2ea226c4f56963a0e1607"
}
