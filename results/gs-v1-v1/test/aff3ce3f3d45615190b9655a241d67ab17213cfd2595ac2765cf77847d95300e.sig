{
  "algorithm": "ed25519",
  "content_sha256": "677bcdb6a4525d2ce46caa41aab6121a7664bf93d96936c1e0a07f0b970886c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aff3ce3f3d45615190b9655a241d67ab17213cfd2595ac2765cf77847d95300e",
  "schema": "gridshift.signature/1",
  "signature": "1004eee245aa24ea57f101c8e1e27e9c07b1e43026009940e41d1b6fac03e29d41aeb6f77cd3c7df0b8671ff21aaf95622c3a378139e6e0042c65838e7f5e709"
}
