{
  "algorithm": "ed25519",
  "content_sha256": "d9fe1778bfbc887fda9b8a6176da9b8e46428b1d05ce41894a45cd4b388b14b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "38f0c3091d014ec06929f0f5d0353a00bec3637a9afd2248f8ebcccd3467b2ac",
  "schema": "gridshift.signature/1",
  "signature": "b635d74c33ed6af68b60cc4a6ac96917a0a201611d97c5313b9c3108764c9a73cf4e75378c4f54020f65d5af8226209caae07a6a993c2866ff943400bf8df800"
}
