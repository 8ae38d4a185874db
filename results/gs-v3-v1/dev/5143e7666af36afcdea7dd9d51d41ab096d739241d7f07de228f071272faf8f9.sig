{
  "algorithm": "ed25519",
  "content_sha256": "a0542f4c8e0078e11d6444ddf683756ccbea85e4bdeb128b4f5eaaf3b2db2116",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5143e7666af36afcdea7dd9d51d41ab096d739241d7f07de228f071272faf8f9",
  "schema": "gridshift.signature/1",
  "signature": "9aa17c43f86c7ea8eca7e85a3d0e463cc640a5b3868c301470d53314d5c8050cf56e424a8bacd14628db3f33ac290e4aadd81d0d76bbabe6fe0f79fce4d89a0b"
}
