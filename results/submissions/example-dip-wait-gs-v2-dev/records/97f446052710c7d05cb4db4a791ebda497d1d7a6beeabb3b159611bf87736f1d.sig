{
  "algorithm": "ed25519",
  "content_sha256": "024d12a55e7c41c7103c7dc0fcd5e9cebdc9b3a5f0557c6c77575720b3f39558",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "97f446052710c7d05cb4db4a791ebda497d1d7a6beeabb3b159611bf87736f1d",
  "schema": "gridshift.signature/1",
  "signature": "7789f789333c6ecfbebc4e1448ae9467abeb86f650e06f84c1b1df8fb9a73ca24276ee8ea739d479d8a516ab4e88284e4a1cde126267e87608a0e658d26ddd07"
}
