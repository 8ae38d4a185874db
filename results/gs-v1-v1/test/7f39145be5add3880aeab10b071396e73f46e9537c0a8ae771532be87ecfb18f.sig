{
  "algorithm": "ed25519",
  "content_sha256": "0ac5f97055ceeceae8dbb963b03c7582a1fad5a50d1860eec11a9efafd4f4349",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f39145be5add3880aeab10b071396e73f46e9537c0a8ae771532be87ecfb18f",
  "schema": "gridshift.signature/1",
  "signature": "41d1059e82b12bf5c68cffcc01179d9e5bc6f941bf4818163a5af89d2fe5adcd6673c87c691c5f79c816e86b3b3dbd608bd4ac88fe6f2a5d23df838c68c3ec0b"
}
