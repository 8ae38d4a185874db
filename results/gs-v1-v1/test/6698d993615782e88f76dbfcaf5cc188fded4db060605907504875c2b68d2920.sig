{
  "algorithm": "ed25519",
  "content_sha256": "56554b9084180d72a3baf2f09c913b7654e94aec8072b1516c84f6055015262e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6698d993615782e88f76dbfcaf5cc188fded4db060605907504875c2b68d2920",
  "schema": "gridshift.signature/1",
  "signature": "3cd8f8b8ebb77d10746bc7b3a7f9553550db849a51041b7802efdc6509c0351eb5cb239ca5ccc42a55aa1bd5b2bab937c5d3c4c92c6240d5bba1e5040aacdd0a"
}
