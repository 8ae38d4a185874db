{
  "algorithm": "ed25519",
  "content_sha256": "6dddba70a00512541d45372cf84b6f8bb63c364da39d874fd1daa2cc793373d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fb9473a91c68696b9c2b3ef55f4af7c28f242482f6f5c64f887df70a6768b4a",
  "schema": "gridshift.signature/1",
  "signature": "8317be7baefdde65da02896eec0123b976649b6c17ff4fac27f0d85f5dd441acd77fd1ad5b0a44afd3900a85c1053761c8b4df3de659215416fc09d7cd224106"
}
