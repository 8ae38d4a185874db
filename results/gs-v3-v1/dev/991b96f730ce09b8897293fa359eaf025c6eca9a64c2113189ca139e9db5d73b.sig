{
  "algorithm": "ed25519",
  "content_sha256": "6ed09d47403bb831d2a2a7188fe67bc71b32535a35b15a89712efb2e55e168c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "991b96f730ce09b8897293fa359eaf025c6eca9a64c2113189ca139e9db5d73b",
  "schema": "gridshift.signature/1",
  "signature": "d491da6c353ba68d4bb87c84cc703a6537a3af44340476377f3ababf17d205d6fe50062c4832e8f22eae0c49d788d2317f6d6cf2da19ca9c3f205137795fce02"
}
