{
  "algorithm": "ed25519",
  "content_sha256": "2650edb3ff2e227c6e74078f2ff92eceb5edbde27bfb85ab0dc75990cc98299e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d72329b38be249c0683e9347cb367aec0cc1ddf21090ae8bdc798c103b1e26dc",
  "schema": "gridshift.signature/1",
  "signature": "068e11b5f878e618b28df26a126ffb4083f683e410599a24df7af6ca9e440ed3e0c16a21d3911fc6190662b16bf9a807743753dffc73779472c98aa62541e60c"
}
