{
  "algorithm": "ed25519",
  "content_sha256": "46906ab81f14d7c3740a8315862c651ccc64683573b6a2aa694328a1b4e18fab",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e1ba2d5a22474aee002af5971523f684d2fa34892e6a64d98567c64f70d2d609",
  "schema": "gridshift.signature/1",
  "signature": "3bae8e29a61faa622437fd7cd45cb817d0f35d98176965b7926ff31b86f995604cdee9fd7995ed97246ae33e02ba1b848f761b9b9827fd782a08a522ffffd908"
}
