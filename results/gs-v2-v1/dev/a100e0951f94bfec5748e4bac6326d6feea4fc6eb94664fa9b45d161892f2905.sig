{
  "algorithm": "ed25519",
  "content_sha256": "5f661268433ffda2e876123bf21bb38f1adc28e8ab99fc8c379361bd8127d84a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a100e0951f94bfec5748e4bac6326d6feea4fc6eb94664fa9b45d161892f2905",
  "schema": "gridshift.signature/1",
  "signature": "8c5e987bdabf431b1bec0c34ce61802b2d5d8583d3f1ef031a5a6a50c33a0d54cea44bbc2c7585d77e50d00585d3985eca9821738671177896e0fc6cac88470a"
}
