{
  "algorithm": "ed25519",
  "content_sha256": "0d1124185743895c15e949b092a131e2226168fd69d03c4693f00d4a44d6e2e2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aaad851d70373d982864ec2ba35219c893938cfc987dff26236b2cb06d0da1d1",
  "schema": "gridshift.signature/1",
  "signature": "aa109a75690373bcef73ce335851b248bf5af2cefc21aee5fa779ff51710f05c016386b5dcf3eadceae0ac474bbda4494a477195e3487b5506fdf80c06636504"
}
