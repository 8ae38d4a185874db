{
  "algorithm": "ed25519",
  "content_sha256": "4c0d145ca5daf711c098268b319933c853d3b91c14f93eec4495196a5eebda19",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9ab7b3d8348ba673678443d0259f14948e1ad7480c0c7c6a7dbe2b4276dd1fe6",
  "schema": "gridshift.signature/1",
  "signature": "eb239f541a2c19a86c469ab016faad0f0276d8355a38a9c212ace7ab1932c7ca2523e311dcb58f8771a186297e8917df1b0c9c9ad8a0a426155d48fb4f3ef400"
}
