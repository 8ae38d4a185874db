{
  "algorithm": "ed25519",
  "content_sha256": "9d98b94a8e630223752d19fb800fc1035c88e1f6e4b7e86db74f426ad4f04fd0",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "f9d8b391b6c3a4d9db78953f66fed9f1affc4d650881bfc8ac29e2f879a01fd1",
  "schema": "gridshift.signature/1",
  "signature": "c125fa9ea6f8b5714795d7bcfc7a853cfce40362f04f3b445951b2585b1af6698c315213aa99249b6f9a9dba0f6ee61814cc6dbe7edb88b7709f8a01f6c91905"
}
