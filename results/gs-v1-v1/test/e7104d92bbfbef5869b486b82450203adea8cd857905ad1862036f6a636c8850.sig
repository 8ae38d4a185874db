{
  "algorithm": "ed25519",
  "content_sha256": "9d28f8dcaffeb6abd672e9780382235f95b5e5f5a494b6c47b46b7c3859664d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7104d92bbfbef5869b486b82450203adea8cd857905ad1862036f6a636c8850",
  "schema": "gridshift.signature/1",
  "signature": "bdf67809df6411b8b25bb8863719d20d96443f1c0d5191ceb08eab8bddb0360cfc78488bf909dbf67adba3a629431e9249f1afac90b90165d217abb2a6180002"
}
