{
  "algorithm": "ed25519",
  "content_sha256": "4c3b58616d1207d144575ce45f16b04264e30102c214daeeb56f785f1af9f591",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "15641f793cf7dabe8f050d955932c5dd39c1959a9722a7ae61f9a8179666b7b2",
  "schema": "gridshift.signature/1",
  "signature": "dbe6439b96f80cf11821f3f4500a5cee4dc5db08e13216eeb587fe2203b9f3bea138f7b8afdb7c98f419bd5cc6f80301531fe1c3957b94c6fb9dedb8ba01480b"
}
