{
  "algorithm": "ed25519",
  "content_sha256": "fa134d786cf704103a91f3d5b9e3dbf708701cb1b24290f9a29fab0a1b0a5d03",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "d69c33cebf5e6bf507a91a408e16d91843d59ea15b2af2bd3fb8fc80e89d45a4",
  "schema": "gridshift.signature/1",
  "signature": "ec3a45c64a93630e59a38b439215b0b2d5e421efa853795c623d94c060f452a30fa129933bb77f8b41d3f95658859649b0a9a8dc87613b254dc729140f215302"
}
