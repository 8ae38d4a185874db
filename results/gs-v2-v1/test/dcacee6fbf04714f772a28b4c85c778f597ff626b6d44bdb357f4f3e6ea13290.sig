{
  "algorithm": "ed25519",
  "content_sha256": "ff00d3ec7f4a5b766966839ff43916f42d7f3a94a4316abab7be872a165c88f9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dcacee6fbf04714f772a28b4c85c778f597ff626b6d44bdb357f4f3e6ea13290",
  "schema": "gridshift.signature/1",
  "signature": "c8276a3320aab84991eb3e0031d3d720eee509b34550c0663dd0c3292c4da0aa0273744ff18c938368a1c87c28ba63fdb2f713479da0bd25030939865c90a60c"
}
