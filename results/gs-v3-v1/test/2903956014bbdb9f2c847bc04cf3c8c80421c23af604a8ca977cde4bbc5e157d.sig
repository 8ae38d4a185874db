{
  "algorithm": "ed25519",
  "content_sha256": "50ee645891293f1ddc380ce08f21dfd09e7ee9cc0458d749ac33cff3e5cf51fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2903956014bbdb9f2c847bc04cf3c8c80421c23af604a8ca977cde4bbc5e157d",
  "schema": "gridshift.signature/1",
  "signature": "2dc9856a5ee639b0d6170032b6c2fbb4ef53c864bf93ffd6c06446ce55546cb34a9cbcfde1ff8fb852b422eaa83eff6d997db6c45bf7d5eddd08b8b973beba04"
}
