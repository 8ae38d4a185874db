{
  "algorithm": "ed25519",
  "content_sha256": "7afbb51be30cddc5c5382f6f74e4c8d1652dd4500f9acb6e411d6d01fca0c1bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9f841bb353ca6f6cf37a636bce7de7d369107cf0e2289c9c6d6419af5537b77",
  "schema": "gridshift.signature/1",
  "signature": "fe3e1d3220cb057b9bd8f66df29ce7c5299cba8144b0692b66654dfc48072d7d404c9a3103e8b5daf4c7963905e435ba9cca2995e90e0e6c205b4ea2a6da1f00"
}
