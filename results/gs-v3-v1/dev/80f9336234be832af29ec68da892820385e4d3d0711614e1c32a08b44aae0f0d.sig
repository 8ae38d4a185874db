{
  "algorithm": "ed25519",
  "content_sha256": "9dc1a99ec39851ca6968117d273cf20114d3be8ea0d96ecc8562809d1a32236f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "80f9336234be832af29ec68da892820385e4d3d0711614e1c32a08b44aae0f0d",
  "schema": "gridshift.signature/1",
  "signature": "6cb5cb204d7d1c0032eab7c44694df449f320dc9cb02786603d3f2052809558e85d6f4de1a089afd45be2b87484be9af46aa30ab7cba10e0f62dd7f84398fb0e"
}
