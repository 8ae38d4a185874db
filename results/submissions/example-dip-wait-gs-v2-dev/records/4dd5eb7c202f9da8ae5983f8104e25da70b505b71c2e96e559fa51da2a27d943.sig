{
  "algorithm": "ed25519",
  "content_sha256": "e271db57a9e49da75a6fa9e70978391ad9c4eb8aabc15f7e4d227e86222e6990",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4dd5eb7c202f9da8ae5983f8104e25da70b505b71c2e96e559fa51da2a27d943",
  "schema": "gridshift.signature/1",
  "signature": "5ea8189a39d6780636d016051f6a2d6eacfc8f7daf5d358baf1e3fc30c892409ed404528085a53c34217019e7863f7af31ec021784742a1d2f0da5ecd0b35a02"
}
