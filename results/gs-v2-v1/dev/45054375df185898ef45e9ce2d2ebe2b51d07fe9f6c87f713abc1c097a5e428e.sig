{
  "algorithm": "ed25519",
  "content_sha256": "6688e67b6f80a1a93e2a7f28b097d14f662e00589c1546c88736d80bcc5ab3a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "45054375df185898ef45e9ce2d2ebe2b51d07fe9f6c87f713abc1c097a5e428e",
  "schema": "gridshift.signature/1",
  "signature": "1d7932ff0c719003c833e6bf0a800710353d951f69edbb7da8108359a3148d8f3b57782f1e7b55669cfd17a9b98bac162b192aec315e8a816bac7af784c08209"
}
