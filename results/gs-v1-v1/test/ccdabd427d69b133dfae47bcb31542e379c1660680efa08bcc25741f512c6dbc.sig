{
  "algorithm": "ed25519",
  "content_sha256": "5c291fd88999506c52b0222de8dad1f3f17306f8c54f6a826afcf4f2073fd53e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ccdabd427d69b133dfae47bcb31542e379c1660680efa08bcc25741f512c6dbc",
  "schema": "gridshift.signature/1",
  "signature": "ab65f1abe7820ad9ff13c190101c194afa51a4a87e6e92cdd0fbe59e92f5d2135c989778aa0fe927d70ac84ccfbce5e3fe55fd2ba4e2d47825045fbbf715460d"
}
