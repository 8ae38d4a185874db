{
  "algorithm": "ed25519",
  "content_sha256": "9aebd2bc680dc0c1066e0972f3c0b985ae69b48b929faf8d453f7ad38e398fbc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c45d817a5c3ef0fa5098879fa4f1d89519164240f44ceb35f0edca7e8b6ae0fa",
  "schema": "gridshift.signature/1",
  "signature": "856f12968d1cb348584f2399f25bb68f1674ddac7e33f47f248aed715598be7666424d0eb7afe348284bdcd9815d2aecf6888b674de1a5a076ba2690662f1109"
}
