{
  "algorithm": "ed25519",
  "content_sha256": "f70c4b6070e2df3ac6acc737a7418f438045305c2ab80996b16b8bad2c46605d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d08a48190c27d1b4947734853827214786cbc66c18da19148addbc3eff75cdb",
  "schema": "gridshift.signature/1",
  "signature": "ca6168203f4582bb9ccb110ab92d68c45e698e741baf61d06a964f57cf22b5f39540475fb48f1752b5c1af2269d7890d5068dd9de9fccd7df3b9c54673b8d405"
}
