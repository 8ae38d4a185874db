{
  "algorithm": "ed25519",
  "content_sha256": "764899b508ad6ccd573a4ec01a6baadb18163f8a5a8addb900d7e56ebe3358ba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b6296c600e8c2a0561860fc481b57643fa5f88821b7a9cb77fb059531b687447",
  "schema": "gridshift.signature/1",
  "signature": "bdc77124566cf8400dc3dde69e08e0a6569e3f989b72225a05d8a6f306f14932f24f87f7ed7c8a774493834a6ecedc9f51b10e00b9d8716ef8bf6bbb8b3bcb07"
}
