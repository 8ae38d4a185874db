{
  "algorithm": "ed25519",
  "content_sha256": "bb5c051eae0de4f418ae979f25972af559138e66b2494aa0e6f0a3ffa31e2343",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6fb578aa064b65ac425d6b588995cb380b450d8e2698079069f52160c3afe9e6",
  "schema": "gridshift.signature/1",
  "signature": "8c1259d1c042b7aa385166eb769a3fbd0cbd45d53e62ff7b2a3727f79d09c2130d5a5a81ddce1810d794a8ae067f4c04356d90a8a59827ebd495f022f24bcb0a"
}
