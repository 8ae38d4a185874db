{
  "algorithm": "ed25519",
  "content_sha256": "a75e4e179e5b6711e47f9c8aa36390e79e75af30f818f07a9f53d9467e07bfec",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "237f35b76188ab301bab622926718b79473d396a728fd04483fb0ea9e7bccc83",
  "schema": "gridshift.signature/1",
  "signature": "4ae8d22e0c09aab0f3508eeb7fc86e7e922c2911696548bc210672a8fab0f617be7e586552efaf983263122809b1d92f7758864d8f7379f8a86f8f6a8d8b4305"
}
