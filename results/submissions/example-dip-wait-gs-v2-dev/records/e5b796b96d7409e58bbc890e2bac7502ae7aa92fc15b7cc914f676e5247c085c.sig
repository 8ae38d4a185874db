{
  "algorithm": "ed25519",
  "content_sha256": "5054e94c3390b240c87b117cd26c907bc33eeceb3afb92071f0399b4b79343c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e5b796b96d7409e58bbc890e2bac7502ae7aa92fc15b7cc914f676e5247c085c",
  "schema": "gridshift.signature/1",
  "signature": "29d41b33bdcd0590f3e72922cb4c03f0f732285ed0b1792b8bab4a26849a1bc0c04fc61d140115ffb6214c00ff2eadecabf82468a60bd9b1e4c25afb12baec02"
}
