{
  "algorithm": "ed25519",
  "content_sha256": "7eaa869da3f1f02fbf240f6f728e1eb88ac9027bcb9c7ee2495350f860bee2d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ed9922ac64c22e5849ceb8da5d1660c5aea64c4691b27965e3633414e70015b0",
  "schema": "gridshift.signature/1",
  "signature": "68c6e6dcd174f225c97713c411bdc55855e1676ee3118d6227ba6588dcc980f4bc3b8d7aa623eb2f5902c7f84c3a61e398672416629831caba2687f5e7f95b0e"
}
