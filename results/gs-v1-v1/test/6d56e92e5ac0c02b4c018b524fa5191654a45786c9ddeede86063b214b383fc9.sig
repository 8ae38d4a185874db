{
  "algorithm": "ed25519",
  "content_sha256": "8e6dfd613759f5dbd55014de0e4e25853862994d8c2ffa81b6f0d1c535e038e6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6d56e92e5ac0c02b4c018b524fa5191654a45786c9ddeede86063b214b383fc9",
  "schema": "gridshift.signature/1",
  "signature": "d1ba815163ab03aaebbdd6e49a63d2e36ee8704bb37215e8f653defdd0e8401e0b55aad04380de38d1208c2cd0e989054b48ed2db9c9d2edd6d85e35bb2da907"
}
