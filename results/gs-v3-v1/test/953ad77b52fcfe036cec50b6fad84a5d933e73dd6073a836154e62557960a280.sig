{
  "algorithm": "ed25519",
  "content_sha256": "f302f68d8c0f3cb8ac509df35df6e93adec7fdd06e69aae3387c8ba331ce8d98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "953ad77b52fcfe036cec50b6fad84a5d933e73dd6073a836154e62557960a280",
  "schema": "gridshift.signature/1",
  "signature": "eb532f562514797e278e3da92cc3d0eb2734b5bccc5541e4b586e22f34f91bd4ba2064e1b50c35d2bc956c3b8736fbcd49c77892c4dc8b800dbe7f41e22cdd00"
}
