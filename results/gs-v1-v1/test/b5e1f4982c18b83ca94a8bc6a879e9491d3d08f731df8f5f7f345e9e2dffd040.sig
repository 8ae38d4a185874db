{
  "algorithm": "ed25519",
  "content_sha256": "4818817e95d284b489caf2ea858380ff4beb36d1e38c70ba325efd44edee3177",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5e1f4982c18b83ca94a8bc6a879e9491d3d08f731df8f5f7f345e9e2dffd040",
  "schema": "gridshift.signature/1",
  "signature": "54e2a326db99466d403b22c5272c4eebb19de1c455c4fea133b086ae71810d1a939303cc3f52b9e2434d5abc5b21d33be6159f83b8a4eed1891c621709f98a03"
}
