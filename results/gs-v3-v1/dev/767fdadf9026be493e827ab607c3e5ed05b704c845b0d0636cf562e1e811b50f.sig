{
  "algorithm": "ed25519",
  "content_sha256": "0e45754546aa39755bedfa2a56295139a6b09268749dbf2845bd684de2c0bc95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "767fdadf9026be493e827ab607c3e5ed05b704c845b0d0636cf562e1e811b50f",
  "schema": "gridshift.signature/1",
  "signature": "9b638e09d43792f511ac4ce6bc33d91b9478140106184260f3d7acd3b82f7794534ae3749773af0ec0bba2364f81c89fd8dbaca4b3a7ec358a2406c81f5a5b03"
}
