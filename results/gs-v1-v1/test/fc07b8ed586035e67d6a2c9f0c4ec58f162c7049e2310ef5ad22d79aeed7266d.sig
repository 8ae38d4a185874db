{
  "algorithm": "ed25519",
  "content_sha256": "463bc8b468df87b1f3c75b78748c1cda7bd972f262bfe3f73d4e8c00bef6aec3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc07b8ed586035e67d6a2c9f0c4ec58f162c7049e2310ef5ad22d79aeed7266d",
  "schema": "gridshift.signature/1",
  "signature": "4756f51319e48a1595e2c49a4de7c0bfe12cb46f6753cfab199bd8424a38916de5020fcc391e60e6db840b1373f47181429c840eb5aaa89b8a88e6511e872c0c"
}
