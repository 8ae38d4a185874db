{
  "algorithm": "ed25519",
  "content_sha256": "386ff0460116646f25b6d0bf66eb70efcd5be31301a46e55885ee2ec63c25817",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c3ab1e49acff5f166a971d8fe92e2295cc65334e2f8efe99e9f75128ddf47fc",
  "schema": "gridshift.signature/1",
  "signature": "fff29ab10ede697044a7bb3952c76c66f3b9affc458b55bc644153b4325001e822b0eb16844053af6aa48fb9332421ff9a5a79d12a4d6eaa1e1ec76655541e09"
}
