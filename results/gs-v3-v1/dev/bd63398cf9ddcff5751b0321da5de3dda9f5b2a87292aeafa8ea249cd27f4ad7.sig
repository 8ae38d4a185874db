{
  "algorithm": "ed25519",
  "content_sha256": "dae34e94c04b8abd9f92ab49b5c340bae0bf570d293b002964cc0ae95d4b43f2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd63398cf9ddcff5751b0321da5de3dda9f5b2a87292aeafa8ea249cd27f4ad7",
  "schema": "gridshift.signature/1",
  "signature": "18877750328fd2d7f4557051725b2b28b8c5a73ffb75416408b7c7d696f6d3f7f26c55478bf3a6fe841e6ec1b6cb5f2d24da577d0d12a58e7f912edd9f7da20f"
}
