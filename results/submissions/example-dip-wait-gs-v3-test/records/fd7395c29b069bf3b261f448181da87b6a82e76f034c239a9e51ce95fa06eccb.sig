{
  "algorithm": "ed25519",
  "content_sha256": "7487bb2b88f0e54fe2e8b2f56833dc6538676b3409ac8c11e5fdc71067a543d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd7395c29b069bf3b261f448181da87b6a82e76f034c239a9e51ce95fa06eccb",
  "schema": "gridshift.signature/1",
  "signature": "9c911ceee0b3840ed4e9d393928463d8cdb800580ae97cb93519891ae7b1814690b6208f3e25341fda89981a92090705e3db7de4ebcc526e93e9c3276c43dc02"
}
