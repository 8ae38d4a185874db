{
  "algorithm": "ed25519",
  "content_sha256": "e9b8fc258837d8d2690ef0cf7f9ca3bbc3dd5e4948fb24bd4159dcb0da48f4d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9857b6c9ea09372d1f66ea3b0ebf247516e054c1f1a0c6d15558d800229768c7",
  "schema": "gridshift.signature/1",
  "signature": "bb3e01ad98fd35178be64a44db65c7f7801134e4ec3626064b839d5cedb9a393ff3cac0de86ccb648c50647e6ba13031fcbe95e26412cfe826f549abba67b90c"
}
