{
  "algorithm": "ed25519",
  "content_sha256": "623933199d341d9166b691d55f1b604fdacd542caaf0a4cdf7282163af335b9f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2cf49c689b3f041d59b25734896755ed20cc0f9a948e34922c1c45174e2ca5e2",
  "schema": "gridshift.signature/1",
  "signature": "46146f5eefb54156035af0550fab62512b35ab31ecd6e55df4ee1a112e1f74075ce7b6ab78df730e713e31af369f3d66be8925e474e58379bdaf2dc4d236c60b"
}
