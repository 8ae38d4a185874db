{
  "algorithm": "ed25519",
  "content_sha256": "34fad6aa549de63fdaacead67006266cfd328b7c4993cfc5a825ba3c11ee2b30",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "595f1a2ad241f7f6e17e9946de5780f7569b3aa817f2f503f5e0453ab7c4e2d5",
  "schema": "gridshift.signature/1",
  "signature": "9e648bd686033ad900a4ce58cf7b8cc4d59978a9b938b90e596841603409885a46115d61a9f657d65086030b3b24433cfb6de6662267051a61ccc713ff90cc09"
}
