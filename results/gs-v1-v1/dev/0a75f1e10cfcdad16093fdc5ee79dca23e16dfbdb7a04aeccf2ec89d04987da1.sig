{
  "algorithm": "ed25519",
  "content_sha256": "fa63665f5d1d9fa9ec2cc1106757dcee2fcc8f3353450ac63e8a2779dca2fc36",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0a75f1e10cfcdad16093fdc5ee79dca23e16dfbdb7a04aeccf2ec89d04987da1",
  "schema": "gridshift.signature/1",
  "signature": "785886ab62d71a400843f4228e653840eb5ec855c77aa8c0b743c80133e79c9634952cb9a8234490eccf8f680a8a0f2733e2f7ddd530974ba71001af8045d20c"
}
