{
  "algorithm": "ed25519",
  "content_sha256": "a2aacbdf33229d3e18a8ff1cf76af6039cc5bbefbebf189bff72c0a11f2df1e6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "82606699074f4df3c76aeb660d7746b01536d50f3ba0dad52c060a5c3238db8d",
  "schema": "gridshift.signature/1",
  "signature": "8f904850cf5927fafa04b191130b0c7900a46ac2cb51f31a43e641f551619e7a1fe59fb339aebf4d5dc2f506fe4cfa137d52f12ddef2b3944c826104133d0a03"
}
