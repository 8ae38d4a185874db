{
  "algorithm": "ed25519",
  "content_sha256": "d500d7841e090e16adef62400f78108e9fc0e107985aaef8303e8da41862e806",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "27eb7e22b3bf554e884290495557adb2642e24721db96832ebfcd1ef2d8856cb",
  "schema": "gridshift.signature/1",
  "signature": "f9e6e9a05377943fa4236554ee1d350c6800dc0e4b5018ce2d7ea23e0fdb85a09f3056f862ffc5b54fa6ae2c2624854b0dae52364f8f5195d0b12f914983e206"
}
