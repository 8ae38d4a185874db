{
  "algorithm": "ed25519",
  "content_sha256": "8db8963ec51203dbc224a87b88b36be9a3ff669c75a451782ac9deb7eec2e820",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "551ad741a3ed3da1006c210f28f73cf9d189f3a6619a03aa6e4d94f0e701436c",
  "schema": "gridshift.signature/1",
  "signature": "74402531bf2e1df7b3a4b382b8f8436c829c8bd6a525ac175e31fd84826e94ac1ca7b75c5ae14bb267a87fcd94297c736e4d6488f062ecdbd154667fef532e0f"
}
