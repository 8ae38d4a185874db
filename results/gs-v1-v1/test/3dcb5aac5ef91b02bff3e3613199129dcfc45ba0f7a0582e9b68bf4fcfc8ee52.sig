{
  "algorithm": "ed25519",
  "content_sha256": "05a3f0a3f7bc203c0f3289a2633dd4aca23c720c4eb6f820688b694285d94e7e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3dcb5aac5ef91b02bff3e3613199129dcfc45ba0f7a0582e9b68bf4fcfc8ee52",
  "schema": "gridshift.signature/1",
  "signature": "a35add89364a775b88d19db66a27949f1697900200ddac7c2e4dd88081a36a7146bbc73be635654e7fc97649f5155c5532d05d2ce3298a59c2ff5cefa63bc701"
}
