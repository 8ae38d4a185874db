{
  "algorithm": "ed25519",
  "content_sha256": "55aa019926bd85801500f31ddb7307023c7a5b0df0e6efe03f401a4c4b7eacd2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0647e29a49ada420a5d6398a00e7bf6a2b6c92c5f94ee12e189e5812faa699e2",
  "schema": "gridshift.signature/1",
  "signature": "a2422d93e948a06bf52a38a63b1e05a115fb8b9770b6ebd22134efb378cde991ee8ce28e5c34d4f39bd51b84a5b60349206be8f4ae930be8dfb4fbbb95e7770c"
}
