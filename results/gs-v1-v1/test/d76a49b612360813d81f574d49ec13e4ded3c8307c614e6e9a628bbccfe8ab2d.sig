{
  "algorithm": "ed25519",
  "content_sha256": "42e50f5bc4c52bd9685ea3140aba5a79a5eb93b86ce4e998ea8c901f5063bbc0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d76a49b612360813d81f574d49ec13e4ded3c8307c614e6e9a628bbccfe8ab2d",
  "schema": "gridshift.signature/1",
  "signature": "be219ad1774f534e0475aab98c24340f57499d7883251c6e8aa0462547d7f2d18eaa3309261d791f94fbb70bb35958ad8c11a3621bd4658548cd5caff579ac07"
}
