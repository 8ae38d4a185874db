{
  "algorithm": "ed25519",
  "content_sha256": "60344c695be141930dffad49d45c06f690e6513b732036d22a28b6c998619725",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc2d30a35e29bcf9cd83175d72f1a60ffbca8d3d11aa18c0ceff1b8847adfd41",
  "schema": "gridshift.signature/1",
  "signature": "45bf31d1487911d9c212bdd4881e261215b11b71ec0263743df7488f96965e8cbc8500acf0a96441cf213d0ea867d56e2bff15bb749a9643383df6eb52ef4b02"
}
