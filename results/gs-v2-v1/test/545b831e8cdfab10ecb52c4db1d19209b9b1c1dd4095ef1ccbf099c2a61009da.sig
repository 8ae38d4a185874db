{
  "algorithm": "ed25519",
  "content_sha256": "3d9a087e18b49c270a82bf9ebf403d8512b2f4d549cc3d31e463add36fc524cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "545b831e8cdfab10ecb52c4db1d19209b9b1c1dd4095ef1ccbf099c2a61009da",
  "schema": "gridshift.signature/1",
  "signature": "b3b5f15315b39c85bde3c2d499a240c96c991d1e39e315a4953e66e13333c17cef6c51954c361fdbfe5104e90444a2090b3ed58630e091d2ae2c086818a81b01"
}
