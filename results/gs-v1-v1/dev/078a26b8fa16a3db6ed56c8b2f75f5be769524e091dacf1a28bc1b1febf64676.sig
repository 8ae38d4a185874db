{
  "algorithm": "ed25519",
  "content_sha256": "c88c4c2537de1120091e0a7208692039f3e4020679beaaef78b63ed9d73d33a8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "078a26b8fa16a3db6ed56c8b2f75f5be769524e091dacf1a28bc1b1febf64676",
  "schema": "gridshift.signature/1",
  "signature": "717f313aaa9601516f42630d0ad22d7dfa759af4566f1301d9457948cb281d9a8a65cd199d019e7f9af3a64fb7b27877ff318b6ee4d6867c17ffc8a83a0afd0e"
}
