{
  "algorithm": "ed25519",
  "content_sha256": "1854c4bfb28d6b0dcba2ea25c03d49660c76985305ad3c515dc1e1b87fdf30a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "955d77a078f9f025bfa61b0dddef611adc8e31a0423936db3d4572a5fdfccc43",
  "schema": "gridshift.signature/1",
  "signature": "a17b81ce572076db46bccf8293334e69ff706e8b3982fa217f4f2fa89426ed584f53a537ae5a91a6783128b524c582fb6b042fb04c42adacf92b5a504052d904"
}
