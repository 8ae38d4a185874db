{
  "algorithm": "ed25519",
  "content_sha256": "b41b249a61bc727d8e1f68fbc15e9dd130f3b5f5ce0f8b2a99925fda78622eb5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2fd427aa4d885bfe99709d1569e33e600b2bfcab3a2dd18de613ef72132fef75",
  "schema": "gridshift.signature/1",
  "signature": "090ac86446edcaeb426ce09fc5c40ced0a134d8bcdb523c2d2d42b9d8abb4b38ac222256efc1271b1aa68062402b3179b946aae2dab223b10c3435e25fa59c06"
}
