{
  "algorithm": "ed25519",
  "content_sha256": "1080644cbaf5faa1d901c3407384e47a720cd729b290cca6aba238322acff54e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ced273306988ade506ff52f2d60a1d1123b160c35daffc293b59b631125aaa0",
  "schema": "gridshift.signature/1",
  "signature": "d047dca2a3b6180c8f1f382f8c4e80dfa91fc5c00b06b37ca2b215e757d46f97f1ab510642a4850b1542bcdc257ef6e51fadeea1461357f4fb8ab20002765608"
}
