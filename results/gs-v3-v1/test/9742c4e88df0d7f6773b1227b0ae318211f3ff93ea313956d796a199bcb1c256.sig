{
  "algorithm": "ed25519",
  "content_sha256": "d54f508527a2b014c66555f8f185833b7d11c0ed695ac170a7efcc95384e79b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9742c4e88df0d7f6773b1227b0ae318211f3ff93ea313956d796a199bcb1c256",
  "schema": "gridshift.signature/1",
  "signature": "05a77a2cbbe8e57acb03cf7d5fe66e4efd00ed1df7d5b4107258f73c6d1018cea49fabd2aa20f23cec0afada6abc95b3ee57825f8570210737a71ba6955ef209"
}
