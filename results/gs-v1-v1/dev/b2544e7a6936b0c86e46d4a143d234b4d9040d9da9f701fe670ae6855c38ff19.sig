{
  "algorithm": "ed25519",
  "content_sha256": "b638fbffb016d760363c4c29187e8e70d72b198375d69373c3cb5a324a85fde5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b2544e7a6936b0c86e46d4a143d234b4d9040d9da9f701fe670ae6855c38ff19",
  "schema": "gridshift.signature/1",
  "signature": "3ed9d5248aa2a71f812a092c400cc67f05cbae0544d08a02133205b6a94f2b019e4bda0000e975c135f980bbfe510a72ec2974da7ee8ca6e0632dcbeae1ab505"
}
