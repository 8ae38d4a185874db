{
  "algorithm": "ed25519",
  "content_sha256": "502feca38cc5a9f3dc406b2b1da2ea3773c0b93c99671d94414c342ed9f139ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d69ed4ddfd3e5c1d8787b2b63037461cbd9902a4ca7578695cc7c36392f03737",
  "schema": "gridshift.signature/1",
  "signature": "2729fde8d99204b323353b19374d7201e96b70294b38f61ef4aabf5842ecdaa4e1a56f9bf3854823b8f2bb967173ca09ad1750780fab537bb26097942430b606"
}
