{
  "algorithm": "ed25519",
  "content_sha256": "4f582342f5742bd9be6ce1d0abb02af660059da17352bcd6b561f67d8863405e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "996c59ca8cd5118c56aca0a8225281a0261dd51eaa8b37f0056d087c9d9843b3",
  "schema": "gridshift.signature/1",
  "signature": "f332232f19f3653519d22a967613d0257e9f3bccb13bf5d8425e8775fddaa5e61477e5a4b9b2c7cc29e9e29adf79faa5ca1c1d0bdb897c74edd974b86abc2200"
}
