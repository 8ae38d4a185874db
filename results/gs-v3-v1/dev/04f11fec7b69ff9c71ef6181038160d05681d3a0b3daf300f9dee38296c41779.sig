{
  "algorithm": "ed25519",
  "content_sha256": "998c8bf8f172c3b85652e5c8231c2fd911c5e2a0f07800fb2d92e78bd6ff44d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "04f11fec7b69ff9c71ef6181038160d05681d3a0b3daf300f9dee38296c41779",
  "schema": "gridshift.signature/1",
  "signature": "6d14113d2f9b436c65ca86e606b1efcbe3c6fbebfdf51ba86a884749239bd4c2fe151a2868b352bc77a7870321ad791bb2a379b4a0995053457b4befea2e670a"
}
