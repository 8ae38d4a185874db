{
  "algorithm": "ed25519",
  "content_sha256": "841bafdb9027ee234b00ed6568c2d1ac3f4d740f2e2c7ea83d0631863c2e50c8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60e8ff661ad2f77fa38881199626ebe8cac4227a9a0f3125ec5d27ed0afa5657",
  "schema": "gridshift.signature/1",
  "signature": "5845df74107b3431c682f0728b71f4b6ae8752a94b829ef666e4f96efa44415497df3ecde74d64de060645114f0ff3ff3406ade8a8aa952bf7f5375b6fdc8c0c"
}
