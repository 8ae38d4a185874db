{
  "algorithm": "ed25519",
  "content_sha256": "9620438d29bc2c3318c09ef01cab0c4e5c4714216191b0ce785dcf2fed512245",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "acd68d2cebaa863fdb18421193f99f0e5ed4e3d2a83d139ac55d4883465a79f0",
  "schema": "gridshift.signature/1",
  "signature": "6bea200675bba97b7526baca449eaf33e57169473b7616848d242ca6c9e8968eca8b9f08b99bcf67f6390434a4b90dfe88600ee9708748266ee62e415507c704"
}
