{
  "algorithm": "ed25519",
  "content_sha256": "e1bfd8a9bb7f962dbd20ed95b588cabc0dd31f77136a67a99803107814d2c206",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8f3c74b3b024bf624158af6f516c51a4c72b32ef462aa0e5ec3eeaf0859afc4",
  "schema": "gridshift.signature/1",
  "signature": "089d9428c43d95829a624b138f8559823c74a1ea418d1f2dd150f539d319b973f04382f0dc391a64fbb14b7efb582c77a199b699e2025aaa69e9b31260c4e60a"
}
