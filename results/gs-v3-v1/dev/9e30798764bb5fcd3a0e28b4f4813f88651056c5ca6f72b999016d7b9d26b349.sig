{
  "algorithm": "ed25519",
  "content_sha256": "e234f81947f5c2b5233361944e8552497a416ab9e44bf269ae202158c0777bfa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9e30798764bb5fcd3a0e28b4f4813f88651056c5ca6f72b999016d7b9d26b349",
  "schema": "gridshift.signature/1",
  "signature": "dfee00236eedcfb064ceb447979e6e1bec4811307d5cface6bede675bc1e5b1d5b47b96fcbb5bafc70ef3283cacfef4807f7b561edbd53119a8db23bea68400e"
}
