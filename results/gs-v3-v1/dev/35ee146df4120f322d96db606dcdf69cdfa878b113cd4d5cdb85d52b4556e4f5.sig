{
  "algorithm": "ed25519",
  "content_sha256": "dda34658f80f24af411e8f6d2bb257cedbc779c35a91c5e96bca025ca7016ddf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "35ee146df4120f322d96db606dcdf69cdfa878b113cd4d5cdb85d52b4556e4f5",
  "schema": "gridshift.signature/1",
  "signature": "9317962d1a7abd60e187c6e74d7d554227a9b78a3c69908afe7a71fab945732ad852deb143e187b6dd028d209fed54c9b70a619501b47b52c22fc841ae98d10d"
}
