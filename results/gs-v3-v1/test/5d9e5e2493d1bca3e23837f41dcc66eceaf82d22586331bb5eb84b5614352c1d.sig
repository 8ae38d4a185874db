{
  "algorithm": "ed25519",
  "content_sha256": "2f2c44008f9a95e3dea5a5bdb0498c62b67b090b8a0d3978c8627fa517985826",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5d9e5e2493d1bca3e23837f41dcc66eceaf82d22586331bb5eb84b5614352c1d",
  "schema": "gridshift.signature/1",
  "signature": "b6ede6e1ce72a38f1f543d64b64d8ceaf31860845e2cea46f7f2b8be70a1440cefec75194c9e3db49cdf2b7edf1e8bfa542b5e9ae16d25a6dd71115ce71b6d0d"
}
