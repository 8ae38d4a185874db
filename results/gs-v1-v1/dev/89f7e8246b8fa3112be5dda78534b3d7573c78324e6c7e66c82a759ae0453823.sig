{
  "algorithm": "ed25519",
  "content_sha256": "11f3b45be7eacf6afca26b742dd928222ce57e077118df5cc064a4d9290635c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "89f7e8246b8fa3112be5dda78534b3d7573c78324e6c7e66c82a759ae0453823",
  "schema": "gridshift.signature/1",
  "signature": "057a606504aa491bd0e5ed89f56a5c530fd5f84d150d3a26732c7abbaa7ec52ab6d0807ca62e814779a8c8358ac0c9eef58adfadb34c1980736cbb315fd99807"
}
