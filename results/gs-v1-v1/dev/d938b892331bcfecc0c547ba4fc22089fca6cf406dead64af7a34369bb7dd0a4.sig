{
  "algorithm": "ed25519",
  "content_sha256": "5706ae221abd4d2091c89019b1ea70be8726ac2e8ff43ef80614d4d68e35f997",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d938b892331bcfecc0c547ba4fc22089fca6cf406dead64af7a34369bb7dd0a4",
  "schema": "gridshift.signature/1",
  "signature": "32a607a7cf7d9c33d5befb6b6f975ffc93a41f1b8ceda67d1facdecc7cdaa27d76403463cfbd8ee671eda7557505429819d2e2ffc1c9a9e3c8893e6bbf37880b"
}
