{
  "algorithm": "ed25519",
  "content_sha256": "b73b6de18a455f301067140d17829c39b4e48354252f969cf08b52eb396a060b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "42b573d29e8c6b39d8c999b578aff46e40d5f961268bad5821dc3b70eba1c96b",
  "schema": "gridshift.signature/1",
  "signature": "57a60eae5be05f9f7c67530eec7b7cdca8eba9d901e71e6fbb8bb0acbbe31f105f0ecf4d823565dbe71052202e9cbfd52615ca6f26e671342d22fa58a014d20c"
}
