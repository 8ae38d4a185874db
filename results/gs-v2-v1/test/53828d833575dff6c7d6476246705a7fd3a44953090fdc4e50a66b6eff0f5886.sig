{
  "algorithm": "ed25519",
  "content_sha256": "3c7cb4eb74eb93a1d6d7af0adc475ee6a3d5df0497ba9de0a22b00c9f37b317a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "53828d833575dff6c7d6476246705a7fd3a44953090fdc4e50a66b6eff0f5886",
  "schema": "gridshift.signature/1",
  "signature": "a59dd50a6b98d34dedb277ed051eeb1f188e6d96d7d5e5cbc09702b2fb5b22137c910c2385ee7973728091cf1918c62aa89524d63981a833cbf8cc0004610505"
}
