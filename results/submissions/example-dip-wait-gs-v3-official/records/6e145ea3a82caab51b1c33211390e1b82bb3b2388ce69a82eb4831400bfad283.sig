{
  "algorithm": "ed25519",
  "content_sha256": "c0f409521e5adcb52d41d0ce36d9fdf3c86820c75b74af94fd0458e15b307a06",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e145ea3a82caab51b1c33211390e1b82bb3b2388ce69a82eb4831400bfad283",
  "schema": "gridshift.signature/1",
  "signature": "840771062f8d154d635e9dfc26345cbb9482b5f291ec51b2a437dc73ff131a988ff34fa7038296386760f97192cf594c801b5288f988aa433930d1fa1ec3ff0a"
}
