{
  "algorithm": "ed25519",
  "content_sha256": "f323e77f38f57473c192e058c7ccc6ec76ac453db6ab83099c23c81e24921a83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e100355e0c1b07ea95acf5bf3f9a4e37acfdb0ab03c28a689c9686a6b781c4c2",
  "schema": "gridshift.signature/1",
  "signature": "0ebf130adcc5dfb1e3c9529bfddec34005743c49399ac484f8c0d5baf118bd162c1f0f9ae9eda728404d0b4519ac0120537b6e4a7dbe4197590eaed4e6db9a06"
}
