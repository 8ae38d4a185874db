{
  "algorithm": "ed25519",
  "content_sha256": "7dd26338fe5e1d0edc6166e81c2c11f7e8e164ae4ae4173a3a0023af039710dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f109357a8f825b2af33856e21dcea485872f680ae10eeb5d891cb88c37b6e58e",
  "schema": "gridshift.signature/1",
  "signature": "702bbf7005d0ec6d680ef3f0092107b7b8b35d8a5803c23b29fd873d78f2e4cd3a2b1eed02600808c1e425bea37787248b88ad9a2f6626593c87af9be2aa6705"
}
