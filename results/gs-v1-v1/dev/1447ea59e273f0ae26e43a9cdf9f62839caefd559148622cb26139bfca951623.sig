{
  "algorithm": "ed25519",
  "content_sha256": "82f174b9394f5a3971017b3590ef53771321eef789f40864ef942c276fc3b775",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1447ea59e273f0ae26e43a9cdf9f62839caefd559148622cb26139bfca951623",
  "schema": "gridshift.signature/1",
  "signature": "9db941245971c6be27dae21bb5275dbcbedcd84c11515efbfabfb82a631a6afd3c1583809f499aca2308ec3ea7cfa2b028fa4bd911aade2ecfc67597dd503b01"
}
