{
  "algorithm": "ed25519",
  "content_sha256": "b4232ecd199e3b3838efc06b49b444bc7e8b05a9a00ce35505e0e018807758e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0a3cf1e1809d7f0bea065d678b8a01851ca6d3313e5d6cd7488646c89f1e638",
  "schema": "gridshift.signature/1",
  "signature": "c2206c7dae0d624e11eff978dc97ac6e696c8c1fc4ef617a6fb4fb65a471ca88d9d475956f4915e251bf49443ac54bd1914fafcc53572927d5b0a95752668a02"
}
