{
  "algorithm": "ed25519",
  "content_sha256": "91f9293e5c7480c0c37ce23abf32c458a426f62c72a3b8b76baa2f63293f696f",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "dfa2d695bae49315edfb2b9c09cbf95428abb3344cc9693fc3ab88f1607c603c",
  "schema": "gridshift.signature/1",
  "signature": "72ee8ecec7d615c612ce3824702a56d996f8c7433e0eb862ba78051eaf3395b5819780c027a0fef60522a70674256eef025b0fc5a579734d49d82ddb18c4500b"
}
