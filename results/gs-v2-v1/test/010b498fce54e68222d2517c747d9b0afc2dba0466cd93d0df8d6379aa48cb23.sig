{
  "algorithm": "ed25519",
  "content_sha256": "ae076fb033cfe02d4c5c331e054fc6255ef6b911d4623cb0cc78ca60485ac0ea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "010b498fce54e68222d2517c747d9b0afc2dba0466cd93d0df8d6379aa48cb23",
  "schema": "gridshift.signature/1",
  "signature": "b3354c05471335d476473e52c060faaa8a422751047a24f3b0ffbeb98cf0994de04bf9d062bd3ab9630615af953e8fcf15efb45d7b8be1c7f789ad5697fdb80f"
}
