{
  "algorithm": "ed25519",
  "content_sha256": "043096140b05d6f2684cb3c9e63a4aa5bf11e94559334d60d11d79fc8deee84f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9ae72e68c4da414af44f309ec9e0e940f78bc49fe06057c34d8852bdf3eca266",
  "schema": "gridshift.signature/1",
  "signature": "73f7f0239ad073d5ff528d9cf874cdb4e0f3345577986c41734c78926e7e5ce458db721793f39768a3fe133dc5fdd5ba18c80ee64ed766e21ef44583a44f3c0e"
}
