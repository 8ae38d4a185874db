{
  "algorithm": "ed25519",
  "content_sha256": "6bbbaa126674f9c67220cd14c3da113c2fa8be40b78d419d215229402acd9fbe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee06b258e5da4ecca2aeed4d27983e0a4d69472f5a5f21a08b48bb905474ccad",
  "schema": "gridshift.signature/1",
  "signature": "9ed5b5f4aee1416be8769233a39299b4e34bfccc521374c5f708f20b573021f31d774e64eac45b513e11d813b4a56a37d0696e41da568a4afee697862de53b07"
}
