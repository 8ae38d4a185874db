{
  "algorithm": "ed25519",
  "content_sha256": "2e7d92fec8dc1dca223c1f78c92e99b77a12a30266810a380b1ed4bd8a05d7d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "235ffd9e12283727e6f1167d17028f208fee835bb2bc95e2277722d217b10e64",
  "schema": "gridshift.signature/1",
  "signature": "c0c7f80a65e8afa8d9fd9edabbf74ae2a754b16e9cdf71e241fe23f1dd0a6dc180cf357d443bc787566af2a712d2278753ea546191b56236f84e8bf423dc6407"
}
