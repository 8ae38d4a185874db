{
  "algorithm": "ed25519",
  "content_sha256": "3b84c8e0852b19f2a1ace5194dd5b3bfd14d0deb96440ba60334b99340c99ebe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a163fd780b505b9ce8137915fcb24e31368ab9594461c182f2501a0442c7af94",
  "schema": "gridshift.signature/1",
  "signature": "531f3cba8f563b87c2c8fa2a83e5cf370e76364166e1c40a237408c528bf5c5e76dfef90c63fd40c86db27d0bda1a38541a9b9beb02739c06af6ee57796e7905"
}
