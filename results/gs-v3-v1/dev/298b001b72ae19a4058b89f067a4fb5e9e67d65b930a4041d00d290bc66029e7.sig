{
  "algorithm": "ed25519",
  "content_sha256": "16c5f33b54c97de67ba78e006c8fc5dcef83f2d6136c074f530317121916e668",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "298b001b72ae19a4058b89f067a4fb5e9e67d65b930a4041d00d290bc66029e7",
  "schema": "gridshift.signature/1",
  "signature": "92c43e6fb17e4d86bfcd97b76691eccded9d32e1bafbc2528b563a0d7e3175bdb1138be4586dfc7fb566a89e703797d50414fa2870046fd38cd370487382ed05"
}
