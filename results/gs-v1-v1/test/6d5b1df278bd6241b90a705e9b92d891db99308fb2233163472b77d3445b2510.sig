{
  "algorithm": "ed25519",
  "content_sha256": "df46e2ae2cc7fc41e76d07f602ca72957e53fb8f8a229629b66afaf50766bbff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6d5b1df278bd6241b90a705e9b92d891db99308fb2233163472b77d3445b2510",
  "schema": "gridshift.signature/1",
  "signature": "b57c1ede67ada574ebcfd1d593fa3d9bd093d5ba13b9549e532c9685b18b59b8cf3c41ca8a90f7606561fd3256c7adcc449c74fe665aadd244e2830e5d32750f"
}
