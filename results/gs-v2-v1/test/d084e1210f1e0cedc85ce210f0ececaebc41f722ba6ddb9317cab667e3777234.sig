{
  "algorithm": "ed25519",
  "content_sha256": "86ead52f24fdd32f5bb74eef9893cfed24e6b6334ffc430f1833d9e2a8c54b4b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d084e1210f1e0cedc85ce210f0ececaebc41f722ba6ddb9317cab667e3777234",
  "schema": "gridshift.signature/1",
  "signature": "527c8d4849b1d0367518240003a5fdbda69666b00c7b2010dbacfec61d2b750df7207116e196bede194aab45ecc6f3d954a9a31a1c5567f0b0751a0ae95b0207"
}
