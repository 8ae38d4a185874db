{
  "algorithm": "ed25519",
  "content_sha256": "03fa93880a49d11641be550b7d5f09be37934e945346fead3db85652531f0867",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0d69c3407a3d2fa1155f3b66a59c57f3347a189da14e69d84502c5efed374f8",
  "schema": "gridshift.signature/1",
  "signature": "8b27f24f65b5434c26fa5c01b8067de2a39dcf47d504ac13e54471dcf434e8c8b419997b0344706081e0e0b8fdefb74bfed1b7ba0fcc825661fdfa5c2866c300"
}
