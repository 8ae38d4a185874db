{
  "algorithm": "ed25519",
  "content_sha256": "cd7c61ea80acee5b1e50f568415158c02413adce219b05bf25a3bd34cad7687f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "320732482e428b74cd11121c877291e070293de07eabfd699fe23c7032800931",
  "schema": "gridshift.signature/1",
  "signature": "b935007dc6b021a86a5c16d7f034db4c1f3c128c924eb0d4f5a3c09efd8740886f0466bdc8207d83b39d75775fffe0ed4a4c1c05c84964ea52d9b636249e2106"
}
