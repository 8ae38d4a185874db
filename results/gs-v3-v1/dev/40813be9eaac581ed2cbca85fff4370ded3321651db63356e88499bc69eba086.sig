{
  "algorithm": "ed25519",
  "content_sha256": "742ad0b8c976e3e53eee251c0669c5792824b63d26db4a4b1abe16189e21543d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40813be9eaac581ed2cbca85fff4370ded3321651db63356e88499bc69eba086",
  "schema": "gridshift.signature/1",
  "signature": "3e6ab1c97fe9f3aeb5150b58986ccffe931ff5e569c624a67885f43910cd7019b2abbf91e48db887f97d2f38826229e1bdfa5f03aa6f804bd2e723a170c44305"
}
