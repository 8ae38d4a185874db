{
  "algorithm": "ed25519",
  "content_sha256": "f39d67ef60b8b27000833b64380b59fdbd8a0cf92bef10d6a8bada040ed53017",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c04c58f1107c0bd1de2e148861bee23296861b7f84940e2f8f502f6914be0e5b",
  "schema": "gridshift.signature/1",
  "signature": "f151708945b5bc9a4429cfeb4eac81b2434e80d05030966c743644266c24bf4ecec1d038f77b0983f050f10885b6c41f5f0e2ed730c5055ce2ddba8e48c2020f"
}
