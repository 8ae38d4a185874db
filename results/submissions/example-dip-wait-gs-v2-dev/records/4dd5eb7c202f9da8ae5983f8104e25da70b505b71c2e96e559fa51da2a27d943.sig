{
  "algorithm": "ed25519",
  "content_sha256": "c6caa8f1eb32a4feb2188540ea9d42dd80127034927a88616a646dd20f2eff71",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "4dd5eb7c202f9da8ae5983f8104e25da70b505b71c2e96e559fa51da2a27d943",
  "schema": "gridshift.signature/1",
  "signature": "fa836c0a746552ea6e9033119e89aa339586dfd8e91c3ead2bf522b6f696cf01daaf022187ee68e66dda67332e3ea8c08abef27e554e4bdef9b15e948800c103"
}
