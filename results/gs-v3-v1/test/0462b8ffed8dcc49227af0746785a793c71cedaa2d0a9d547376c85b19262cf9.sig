{
  "algorithm": "ed25519",
  "content_sha256": "f43789605173e3033f1ff4eaa34575c657525e1d5bc059b2bfc88fd27a8fc7e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0462b8ffed8dcc49227af0746785a793c71cedaa2d0a9d547376c85b19262cf9",
  "schema": "gridshift.signature/1",
  "signature": "1fc24cf9c35cd2b1372fe7aa11df1fc64eb8425b317ba981ee48a0983463b39b45ad37e2e54435856a3aa308710b2baba3cc8cc3d93c8f663801436ad3baf804"
}
