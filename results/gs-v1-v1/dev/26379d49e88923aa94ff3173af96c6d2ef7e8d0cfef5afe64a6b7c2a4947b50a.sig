{
  "algorithm": "ed25519",
  "content_sha256": "334f0466504109e45485c076b50d390aea0f7dae5aff30c255cc21f6ecd64024",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "26379d49e88923aa94ff3173af96c6d2ef7e8d0cfef5afe64a6b7c2a4947b50a",
  "schema": "gridshift.signature/1",
  "signature": "befa5b352ef50cbba863924ac4488cb699285ba2edaf49358135b85300743cf07759743fc22d1685f191f69d22dd0b1bc9c70f6e37c4d9d95354015ac4435704"
}
