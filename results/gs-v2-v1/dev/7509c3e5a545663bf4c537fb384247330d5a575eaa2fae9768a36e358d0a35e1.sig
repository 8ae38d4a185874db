{
  "algorithm": "ed25519",
  "content_sha256": "7d8b11ca18fbc50d41a4e6a769858773560400534a59ff8b86c58c56018be335",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7509c3e5a545663bf4c537fb384247330d5a575eaa2fae9768a36e358d0a35e1",
  "schema": "gridshift.signature/1",
  "signature": "0eb6d5e158f7785f34f2ccb94b250d8e2adeab9cf9787d5e943e54016df5fd8cbc2403b96ef486068e9eebb3f5e841f5406be26095b03817496af60453fe7c0e"
}
