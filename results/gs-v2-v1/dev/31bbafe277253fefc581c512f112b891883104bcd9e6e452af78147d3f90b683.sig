{
  "algorithm": "ed25519",
  "content_sha256": "7ec7857272343e6ede2ee07ea65aba44cbe34c387dcfb56e0abe1b1bc86a10b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31bbafe277253fefc581c512f112b891883104bcd9e6e452af78147d3f90b683",
  "schema": "gridshift.signature/1",
  "signature": "51ce93659536ec27d531de993d7f649976fc3d8c7799e1f26822433dd88fc1ee456de685c1a86dd66efc1ce530d940d7a9585d20f58604671aa85cb00a9d4a0c"
}
