{
  "algorithm": "ed25519",
  "content_sha256": "0d8688c94c1fc5829c6c766bee74a8d594d2eda480a13168a7f3b0f1f9fa3990",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9824649ec31197dd2fb6c22271dcfa952d403d4dba04a707ac4554033e5dbfd4",
  "schema": "gridshift.signature/1",
  "signature": "20fd148acb8b41cb21e3b3678f2ff07c99ecd69e38a2cc30b6f6000a7ca75bbc590391d931cadac4e3af3a406437eebb730d500932b9a4f88581ad1e533aff0a"
}
