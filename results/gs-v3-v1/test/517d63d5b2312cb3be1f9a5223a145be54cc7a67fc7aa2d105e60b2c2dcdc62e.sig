{
  "algorithm": "ed25519",
  "content_sha256": "92ba6c68b23fdb476664033275ec13b537178da5fe8625836c42e1b9e99d2c1a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "517d63d5b2312cb3be1f9a5223a145be54cc7a67fc7aa2d105e60b2c2dcdc62e",
  "schema": "gridshift.signature/1",
  "signature": "0e08672d4a0221f4cfd93dd8d6dd35f61806114c95093aa7aa9213ca6f927e4c914d1b25604d83f21d58cf74d9cce0ca7f46dda38f96ae10abfa19f737d87400"
}
