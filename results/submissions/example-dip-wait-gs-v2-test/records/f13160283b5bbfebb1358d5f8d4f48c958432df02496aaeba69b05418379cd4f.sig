{
  "algorithm": "ed25519",
  "content_sha256": "67ab9aea5256bd5329ad3430db77644522d9bc22a0ff7ef1759bfc626ca6e910",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "f13160283b5bbfebb1358d5f8d4f48c958432df02496aaeba69b05418379cd4f",
  "schema": "gridshift.signature/1",
  "signature": "058035b7eebeb3ab0f9b9d5ea5aabf8d5f80103b78d70ce337b9c6e692d4305cbf59b3866c7c7c40748d6e3e7d58e4fdeb63ec6940b24a417490183a5b86f900"
}
