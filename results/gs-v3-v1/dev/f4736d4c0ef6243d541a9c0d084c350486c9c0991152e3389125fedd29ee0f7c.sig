{
  "algorithm": "ed25519",
  "content_sha256": "ca59acc46a6f7f077ee6b4630a39a25196f6f166e81423e98a5b0e84d47550b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4736d4c0ef6243d541a9c0d084c350486c9c0991152e3389125fedd29ee0f7c",
  "schema": "gridshift.signature/1",
  "signature": "22a4d4a78f2f78552a07c6a2e3255ab8307ad00e030f7ee44e0ea988a5c60bcad14d89c142480ce5fa8859c13a3ed54a89d71d590d4e61db86f7949821c7a60b"
}
