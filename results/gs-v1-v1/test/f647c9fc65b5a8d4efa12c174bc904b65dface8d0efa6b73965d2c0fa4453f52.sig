{
  "algorithm": "ed25519",
  "content_sha256": "6ed1188176db3b726659040810c762d325c57def39f7e90cb72eea45578a396f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f647c9fc65b5a8d4efa12c174bc904b65dface8d0efa6b73965d2c0fa4453f52",
  "schema": "gridshift.signature/1",
  "signature": "3b34a21407df1608aa778442e915ad6a8de62239586381f3669821f0faa0d672e4e68cf1c8bf570c9c6dd487537a968440687201f52ed2f31bc6c4cdc9cc3708"
}
