{
  "algorithm": "ed25519",
  "content_sha256": "d352eee20af53d94657167bb6ec3bffced17fd8e9c4f382a8be40c36934f7151",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c8cd25f30463a5b26741cec546068c6507b58340209bd7a8571c24966ecd20a8",
  "schema": "gridshift.signature/1",
  "signature": "5c0f101eb9d8aa116fbf98ae8835fbaa3be52aa8b96e886cd4f583cdcd7b449642a429b673e04a927902caed443ee2c110bc7d7d1a1f5ee6c7a47f24e5c4d006"
}
