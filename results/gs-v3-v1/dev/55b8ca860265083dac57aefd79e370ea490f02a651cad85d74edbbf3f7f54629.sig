{
  "algorithm": "ed25519",
  "content_sha256": "50b28f5ba0741eee6c4ae9806b63f1d2cd4fb9bb666a8c56207f1dd0913ca218",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55b8ca860265083dac57aefd79e370ea490f02a651cad85d74edbbf3f7f54629",
  "schema": "gridshift.signature/1",
  "signature": "902cd6448d2c15ee684f1c5d8d7ec17d9baa3960f2b9059d872c34c36886c070d7b4fb553a6466902660cea0434cc10baa0efc53a3610e12043e2e7e93d07600"
}
