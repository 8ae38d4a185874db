{
  "algorithm": "ed25519",
  "content_sha256": "4f25cc32f235aaf5633218de2bb7d741987c1f14dbd57b631b70afc7b1497d28",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "487e097e38b7c925b07936e4f328a77142c8a1101997498a9e8103974aca9347",
  "schema": "gridshift.signature/1",
  "signature": "4a2ffdae78acd429a2ed9b24a4cb9ad1b110823a678200d4754fa89203d03cc4280b9d950ffbe592095ba2e27245e3f4fb81df3a106734419f6c1e59fefbe60d"
}
