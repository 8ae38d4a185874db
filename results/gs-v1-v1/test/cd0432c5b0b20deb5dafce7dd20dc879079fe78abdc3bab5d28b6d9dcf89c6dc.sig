{
  "algorithm": "ed25519",
  "content_sha256": "6aca923c93d6c2644074ad3b7ffc9e3ad91dc4911627e97d6cfa854795c974f0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cd0432c5b0b20deb5dafce7dd20dc879079fe78abdc3bab5d28b6d9dcf89c6dc",
  "schema": "gridshift.signature/1",
  "signature": "ab198164036abadee23f4c3be70ddf7ca7f887e4f680ec58fd7def209650ac5fa2ebacb2a3672b7ed908285ff32926049711177c3365feeff13bd5c9399b9b07"
}
