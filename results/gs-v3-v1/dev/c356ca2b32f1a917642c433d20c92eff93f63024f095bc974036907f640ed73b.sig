{
  "algorithm": "ed25519",
  "content_sha256": "6710e98c4a15223239a368104afe418cda88b2bd3d68d0371443b005840b1ff7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c356ca2b32f1a917642c433d20c92eff93f63024f095bc974036907f640ed73b",
  "schema": "gridshift.signature/1",
  "signature": "0e8d3b2a9e506e1fcd61fc465ad423ad0b305437814e6bab1a137a9ade1bd8d11bd6832d4689ab1e9e93c61afcb3b23d1f9761816a10a903c957c917804aab0a"
}
