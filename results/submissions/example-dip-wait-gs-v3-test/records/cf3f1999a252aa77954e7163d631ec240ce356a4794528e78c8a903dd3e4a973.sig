{
  "algorithm": "ed25519",
  "content_sha256": "7fcc284d4b3eb8033ef2f10ab53ed0d1f8d606a578e41b96046a1b602b8ab439",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf3f1999a252aa77954e7163d631ec240ce356a4794528e78c8a903dd3e4a973",
  "schema": "gridshift.signature/1",
  "signature": "49d6d2da781ebc2af0dad05dc42c704fa8e45b2e7d9d6c3e3d724976fc1cf3758438b858d8450963be3be028bcb649e6a0df37921ef502fa8e12488404635c0d"
}
