{
  "algorithm": "ed25519",
  "content_sha256": "c85a3ab1b6f5239827aa5e7f81eb79dd874f2116921fcde0640d522bfd79d82e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e734bfb479fde655add3406ae2dc721ec94326ad49ef4245c3167e68d478f3a9",
  "schema": "gridshift.signature/1",
  "signature": "421636b1e89c9f905b5c7abb88f6aa9337a1a68624aa2cc7cc6751deb4d665730bbb4420b2426987271ec2006c2a42b6b70fa8536b282e0890b038b2e40eb903"
}
