{
  "algorithm": "ed25519",
  "content_sha256": "1732d3f80f377479c28324635d7d4c7c8405c19cc268d93567076ba2e23e1419",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e858e976f0728d2b36c616c67527f2e03df033e7e091afdd59c5a5565ab1dc6",
  "schema": "gridshift.signature/1",
  "signature": "77774dc01d6bed7ca9657fa6db8d38912428e4216614dbd9b937fc28ddbcb3ec8fc3e78dca12768f3dbe538cc82cc556516fbe748e6c90d9cedfcf6d920eb708"
}
