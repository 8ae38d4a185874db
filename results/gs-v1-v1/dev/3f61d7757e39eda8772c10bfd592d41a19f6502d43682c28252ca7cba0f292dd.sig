{
  "algorithm": "ed25519",
  "content_sha256": "a59fbee7ee328e34586d1499016fb2dabe548e1db8a74bc40aeb693defa26f72",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f61d7757e39eda8772c10bfd592d41a19f6502d43682c28252ca7cba0f292dd",
  "schema": "gridshift.signature/1",
  "signature": "2f88da1910c6ba3138745372f882bd18352db1eb156ed609210ea06e93a6b15bd6dbb1674168500a8d2f74ac2dd5180d247de442e64300ba63e5673efdb4fa04"
}
