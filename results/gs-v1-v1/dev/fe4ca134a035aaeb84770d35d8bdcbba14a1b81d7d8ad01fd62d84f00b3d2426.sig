{
  "algorithm": "ed25519",
  "content_sha256": "dcc1e8e1ad913059dc0d6db6c1539f83dd1214869febdd40bf7b31b986a88d9a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe4ca134a035aaeb84770d35d8bdcbba14a1b81d7d8ad01fd62d84f00b3d2426",
  "schema": "gridshift.signature/1",
  "signature": "eb98a9cad3ff27a7cd281af3716642a372bc54c690774b254debbc8ea88301da42520e818b050258b3f6b932a928af882279d689c6878a106add7d5fb16e4b0e"
}
