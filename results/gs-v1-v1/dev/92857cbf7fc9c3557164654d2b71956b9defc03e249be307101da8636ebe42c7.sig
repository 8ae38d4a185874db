{
  "algorithm": "ed25519",
  "content_sha256": "135757a9fd51b7826974fe0c442f3129516be2f846f9ab56d7486acf12e15bdb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "92857cbf7fc9c3557164654d2b71956b9defc03e249be307101da8636ebe42c7",
  "schema": "gridshift.signature/1",
  "signature": "fc7b0d4784981ccfbbb2f0769e9c49b1a2d09332c846521db5c6542952a274b428de7ff59af5f3cd44e6e9e6ae114eeb637e0191ba76e87555a5747920ad5f01"
}
