{
  "algorithm": "ed25519",
  "content_sha256": "c7e456dbf509e4724a100e3ed2605e2b6ef93274f9c7ec2397c6a721ab1a47b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e3724c6d0572ab15ffad3c3cc2308cfd50c39bc536863d1a7bbb62514d517e9",
  "schema": "gridshift.signature/1",
  "signature": "24f74ba2fe3689b178d1b7eea27d8f1ae935e878350db021380c6b878f89b07bc96c52adb04c686bfafe62c6d5f1f75d584eb67c412f98e91a0fa71014948303"
}
