{
  "algorithm": "ed25519",
  "content_sha256": "91f2b9cbe9c3fe49094ef0c931e7c5272e5719e45b80ff77aeb7c1344bee70e2",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "c031ce77e78f8b1f4399ce7e1c58f5a0347f2148e41b22b09c83efe147108ebc",
  "schema": "gridshift.signature/1",
  "signature": "8c812baccc3ac7bd514c543a0d631184b265eff583e32b7eb85f0a90f3adb91e3d47fd2c7b7dfc920ef80b48eb64e5387bdc50be8c9bfaaa290786a1bfeba102"
}
