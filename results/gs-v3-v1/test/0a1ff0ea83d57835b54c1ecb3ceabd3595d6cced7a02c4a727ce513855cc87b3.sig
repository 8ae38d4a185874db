{
  "algorithm": "ed25519",
  "content_sha256": "af857d35fc94f3f6da4127b854ff3a8fba3f5d845ba39e348692b595edf8b989",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0a1ff0ea83d57835b54c1ecb3ceabd3595d6cced7a02c4a727ce513855cc87b3",
  "schema": "gridshift.signature/1",
  "signature": "50deff177310a8c4cf9632202f5cddf5146e37193068fb01c8da7edcc52394fb23bde6658aa50264578ca279185260fa281915a050cf6be63210781a004ccc0f"
}
