{
  "algorithm": "ed25519",
  "content_sha256": "2ef8c2284b424f70f4ba52aeeaef58237a88708f6c3e2feb77e104ff621c3ff5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d90714175be45629f80b3750d7fa102427769b2ad5ad3f576650f46b4c74421e",
  "schema": "gridshift.signature/1",
  "signature": "1944feb502183870477c0c92d9ecee05dbaa93e9c626d58d0ad5feef69464eed3090254f37be77a33fbf6106f0e818a0c1a8a8693454e25feafa29a339e28c02"
}
