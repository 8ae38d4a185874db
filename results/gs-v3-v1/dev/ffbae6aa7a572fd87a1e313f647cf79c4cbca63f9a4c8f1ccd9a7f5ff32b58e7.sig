{
  "algorithm": "ed25519",
  "content_sha256": "274bd849ec9154cd022852530c1339dfcf4538335ea5c92b34a54b95c84c622e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ffbae6aa7a572fd87a1e313f647cf79c4cbca63f9a4c8f1ccd9a7f5ff32b58e7",
  "schema": "gridshift.signature/1",
  "signature": "d993e5f303b5f229d230f9011060bd6480ddcb10af8b5ed0f0795f1a01243a91caec4b98900183d3bbf8c358d4f6fc8d0daad7c088fc2b70af7dbf3818938409"
}
