{
  "algorithm": "ed25519",
  "content_sha256": "cfaa11780da3a7d2e538cce54f77efa5ab2c9beee8c480a80ab7c3ad78576e42",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "26d17fd85d977bdeacc9ed76b62380a35136bed9cda3c4e0e22649c270c7c74e",
  "schema": "gridshift.signature/1",
  "signature": "8751ffbfa656fec4b2cd326ceac44f2584bca5b2c1e7302cfcb0e4f423ac09a9f1675b143c32bfe94503220f9b0bda0c3f707283256aa4b8ae63042f74638105"
}
