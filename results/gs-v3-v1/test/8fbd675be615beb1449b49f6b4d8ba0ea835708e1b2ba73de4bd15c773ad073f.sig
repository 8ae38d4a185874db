{
  "algorithm": "ed25519",
  "content_sha256": "2fe17d35632a44d11f2f9cbd2ed39045332bf9ea1450eaf3025c036ea65e4884",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8fbd675be615beb1449b49f6b4d8ba0ea835708e1b2ba73de4bd15c773ad073f",
  "schema": "gridshift.signature/1",
  "signature": "fce212d8659325f82093dc15750cad1bbd36b0d4a509b7e346b01e8fd3929999259d9ebe26908e71752ec663fbfee2d4507d482dbd4dd048ea8552e0ad1e8400"
}
