{
  "algorithm": "ed25519",
  "content_sha256": "6df2613ae7fed04d5241b94047241d16b23e310e825f44e23ae9bed96c836c38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c57f908496dfd99d619243dae4c9f331bed06c246cd012a9bcf23731b365a573",
  "schema": "gridshift.signature/1",
  "signature": "edf3ff0bdcee5491c1d51b1e58cacabe3973299c613bcbf8a86e1fd2a32c886c7dd2b93e2b3d10e03688a9b0f88e5136c0ca622a2edcfaba017dd860e5a83a0a"
}
