{
  "algorithm": "ed25519",
  "content_sha256": "47e341c185cd291378e0ff11f78bc4e56b64c623264f4477d24bdf7773fce76e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4c4032ad8bdff6149d1cff7f43d78927883537da4b9675597afef43624f6c5e9",
  "schema": "gridshift.signature/1",
  "signature": "4eb77ebba4439dfa9c588b7fd439711c6c3e75bf624cee13e28aa49fe6438cd2efaca21e658b601add67b8101e8fbe4f3a434217fe260b0645d4679221bae80d"
}
