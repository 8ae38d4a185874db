{
  "algorithm": "ed25519",
  "content_sha256": "c740f6ed532114fa7c730d04c7bed52252e9e8fdcff9800a2b05e40169239d48",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7f4e3a457f70f771394aec7733136fbbbc9479669df31c0c725f2e1ed432499",
  "schema": "gridshift.signature/1",
  "signature": "b4a39baf82a7f694ed39f57e4a40d37b15bee0c4b164d7a84705b02a51b49129064891358a04a172a1669bcd198bab33797af47e7b791cdbe57a21104db64104"
}
