{
  "algorithm": "ed25519",
  "content_sha256": "e466f6d4b644beccec5ba9576c2dafae2d5eb44ffe93a6777027df8e534357b0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "91d69e58bfe420df8f7cc2c7973d514815c6a678ac0c53104666528d39792519",
  "schema": "gridshift.signature/1",
  "signature": "5a02270986b1b9bc79b4676e4aa84fff4c1277cc781ffafb69f69e4fe566d267169f26c206313c5e916e9c42ec5275ed9682fe2fe87969329eacf0d5babf2308"
}
