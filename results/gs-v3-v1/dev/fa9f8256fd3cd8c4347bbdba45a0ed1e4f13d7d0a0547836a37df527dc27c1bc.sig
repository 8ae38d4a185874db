{
  "algorithm": "ed25519",
  "content_sha256": "4ebc07abbb699c9e825c3cc7a36b89abcf96d68fe0603850c2bbc6efe6f5d916",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa9f8256fd3cd8c4347bbdba45a0ed1e4f13d7d0a0547836a37df527dc27c1bc",
  "schema": "gridshift.signature/1",
  "signature": "e476728db262a47aef46fd1734e89f740b66c5f5750d7242febc0dd1100acb9750d3daf876f0640ac237665e101c6f042c185d420bd6838ff59588f733ea170d"
}
