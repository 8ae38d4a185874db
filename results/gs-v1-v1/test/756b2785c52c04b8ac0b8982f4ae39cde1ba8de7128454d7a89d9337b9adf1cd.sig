{
  "algorithm": "ed25519",
  "content_sha256": "b3b0c72a117285e3e0e41ca799516c49f5cc86fddbc63397b276dcc0417eafc7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "756b2785c52c04b8ac0b8982f4ae39cde1ba8de7128454d7a89d9337b9adf1cd",
  "schema": "gridshift.signature/1",
  "signature": "b7534a1aef12d7b05fdeb2858f16986451c826608844a5af64fb3d7c6ba870f502824d10700bcaed6bbfb804a8a94656e7b6bd5fbfdbd8f78728d2781e39360c"
}
