{
  "algorithm": "ed25519",
  "content_sha256": "f2340e0c2ea671bcb669339cdcc446b564b6128f16a632fe6c0a5d4c1f8a19d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b82d4eb1e81e181e368c844abaf27c6f75c974023b4a2bd51aa38d1f4b8160a",
  "schema": "gridshift.signature/1",
  "signature": "f91d3cda3052f14f3e00ffc8fee70a4eb8c275c0d6b07f7697f19088e9ff5b6c06168659734b8a52daf04c3c7e7957ebac6dfc670cb70ffcc5379ab99da6fb06"
}
