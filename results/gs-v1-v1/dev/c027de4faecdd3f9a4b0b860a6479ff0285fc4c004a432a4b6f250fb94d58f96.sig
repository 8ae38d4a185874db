{
  "algorithm": "ed25519",
  "content_sha256": "54ebd02158fdf074aa179df65d9fcc0cdb30c89cb79ae59ed45552f4953c291d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c027de4faecdd3f9a4b0b860a6479ff0285fc4c004a432a4b6f250fb94d58f96",
  "schema": "gridshift.signature/1",
  "signature": "8fd6f6c16ad055e45301c34133bc4b6e909cd85eefa3057ef150b107d7b07e2372771b906c45692063586abcb4b72d0aad68873dd9481fed34ecf90d9b672600"
}
