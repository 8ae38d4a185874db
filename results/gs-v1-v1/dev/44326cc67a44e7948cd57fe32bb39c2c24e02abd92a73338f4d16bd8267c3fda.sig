{
  "algorithm": "ed25519",
  "content_sha256": "df7d8df9f1ca300e8239b3b2ff3a3ca0b08129c78375434bd6d75898ae418328",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "44326cc67a44e7948cd57fe32bb39c2c24e02abd92a73338f4d16bd8267c3fda",
  "schema": "gridshift.signature/1",
  "signature": "07c4ab26e7b4b98a6770c7aa2f8cbb8a81c4610145be0685aec4cfd7308ddd3724da1c5f5dc31a5391ade71365e8b3c9cc85b64da44fc277e30e2e4fbc70e201"
}
