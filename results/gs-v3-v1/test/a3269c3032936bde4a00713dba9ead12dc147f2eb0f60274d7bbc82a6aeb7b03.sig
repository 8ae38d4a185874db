{
  "algorithm": "ed25519",
  "content_sha256": "8b121f8c79f19546540c4a0aece508e6dff6c63efb428b5370f852081a9c43bc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a3269c3032936bde4a00713dba9ead12dc147f2eb0f60274d7bbc82a6aeb7b03",
  "schema": "gridshift.signature/1",
  "signature": "388fa33dddf7e0ddb43d9a58246861c40eb73e8d22895691072e7b7dc3b3250a19732635c5397a19551b73e2ce6218747c0b2fefe4081f2bd6c7435bdcb63b08"
}
