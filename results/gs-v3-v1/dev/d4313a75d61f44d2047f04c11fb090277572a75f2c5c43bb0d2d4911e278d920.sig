{
  "algorithm": "ed25519",
  "content_sha256": "b76c47a4a76701b96fcf3810d39770b0b6204ea508999713c20088cd04ad0dd4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d4313a75d61f44d2047f04c11fb090277572a75f2c5c43bb0d2d4911e278d920",
  "schema": "gridshift.signature/1",
  "signature": "ec38280abc75ce4aa45bb797bd792a1f2a68448bb44cf3a7e95234a38fc6608fc91a609b2a808988670d9a4a1b2baeb22fa5b5299d41d290a43e4d36d4b98c0f"
}
