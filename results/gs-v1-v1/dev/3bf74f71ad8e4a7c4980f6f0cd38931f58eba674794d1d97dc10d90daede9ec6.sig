{
  "algorithm": "ed25519",
  "content_sha256": "c9f60840e9cd24b642de796be46ccc33c191e48354eb623512648a2af4d40f8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3bf74f71ad8e4a7c4980f6f0cd38931f58eba674794d1d97dc10d90daede9ec6",
  "schema": "gridshift.signature/1",
  "signature": "ad3b570fabeab22f3a8a8818312c466739b41b2e3d0fbc212b878e741f0cc60d03c8d743d648b5d9eb90fcd19ec9954e5aa5632a1864fbe60ebf543fe3796903"
}
