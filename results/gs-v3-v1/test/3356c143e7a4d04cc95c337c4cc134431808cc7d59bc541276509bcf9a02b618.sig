{
  "algorithm": "ed25519",
  "content_sha256": "9f81b62533aba3f2be999855faa78d3e3b5c05c9c30d60a0fce6e1355ddc34fb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3356c143e7a4d04cc95c337c4cc134431808cc7d59bc541276509bcf9a02b618",
  "schema": "gridshift.signature/1",
  "signature": "5f4771c0a6fe352da653a8f33b19add7fbb238cb163732ceb72e769a376311f635b4e4e331e4964f1f9e80108f2e1085014e711e94363144def874cd5c5a1a08"
}
