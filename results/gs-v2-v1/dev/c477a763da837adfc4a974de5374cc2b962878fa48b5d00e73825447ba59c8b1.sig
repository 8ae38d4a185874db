{
  "algorithm": "ed25519",
  "content_sha256": "747c81ada89f2d308d7ac14cf3a19d561fd1a9c5a9e3550b1bf1655338aaff98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c477a763da837adfc4a974de5374cc2b962878fa48b5d00e73825447ba59c8b1",
  "schema": "gridshift.signature/1",
  "signature": "e0674d33f429f305b46989cec0d4155813f8a828eb0bc090a428e2dd6c635637e3dfe28cd9d80fba2c9f8ac0bcd2f7a3eb840f00b6c945c1021fc323290fb605"
}
