{
  "algorithm": "ed25519",
  "content_sha256": "fad57b0b13664bbee945c96284bd826ae6a309c300fd7c0c79b9fe84387029da",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "547a46c21b98dd79ccdb0762a49c386d4b16fd467b25b88f780cfe2a3939557c",
  "schema": "gridshift.signature/1",
  "signature": "2e0a3fd19f4b29eec3dc5530e7a80c45b697055e68b0e97a988cf5a533ab3e78b376af7ae080eaf3e8e2c1867444dfeb64911092bd7b5a6cd64892d06e64f803"
}
