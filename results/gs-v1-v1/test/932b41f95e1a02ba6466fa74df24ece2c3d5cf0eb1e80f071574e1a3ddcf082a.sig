{
  "algorithm": "ed25519",
  "content_sha256": "46d4753f3c378e17e299a3ba2e09ab32f6028a6678cfcf71e20ab51e85efc668",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "932b41f95e1a02ba6466fa74df24ece2c3d5cf0eb1e80f071574e1a3ddcf082a",
  "schema": "gridshift.signature/1",
  "signature": "d607ac9cbfdbbe0dae3ce50dff8b19c99ca9cfb4e2d701b377ffae82bb1bf6e413d8f34981730a4b9b83aa7f1f6ff5a3abfc3a4438ff447d2e91aee29b037804"
}
