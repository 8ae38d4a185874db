{
  "algorithm": "ed25519",
  "content_sha256": "6ec2b54aad77797c6a390391e2ab1cd73b94b337a8d85447e3afd3b6eb019d6c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "143f7c03cdfc5c9e049ccbc3d48c5d5c8bb66af29857e52f79df6097a58c7a2e",
  "schema": "gridshift.signature/1",
  "signature": "6689b3326083dd1ff4038a1b922b087faea6ace3dc74ed87530d8d812883e35bcaf025231437933df6a13a39cfb7c18e1c89e6deb41d0653251de2a213e2530e"
}
