{
  "algorithm": "ed25519",
  "content_sha256": "7d5b035a0a2727a851c50af1a5e2da6b65e994d77bc535a218bee1c9caa6f331",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a7e7091b788cb9987ba62bf9e7fffd86eac228575a73092b398af93262bb12b",
  "schema": "gridshift.signature/1",
  "signature": "45604e6862b70cccef0a9d8c90de119b19ae67e03f7d6bfcd9890bd59be0c90b80b2147887ef45ebcb05791982cc209b999753b8c731a286b00ef59173b8090b"
}
