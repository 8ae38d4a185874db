{
  "algorithm": "ed25519",
  "content_sha256": "15dd5ed6370c9281340b14897ada6b0ac0e80a38f2e3ed240044667640340ae9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3495fdcb111ada0e3f6216328f9e8a671e00e8f5c0b5ba57ecd828f8c924e084",
  "schema": "gridshift.signature/1",
  "signature": "5473bf4074e4a607e8d4dd5837f8abcfcb564ab8b610d8baecc09e3ba125e516975e529be4bfde208ce673edf541904e54a7482cb40f65d547c8efbe3f68bf0a"
}
