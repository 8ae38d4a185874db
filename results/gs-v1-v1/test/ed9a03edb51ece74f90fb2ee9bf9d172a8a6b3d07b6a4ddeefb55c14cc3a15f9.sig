{
  "algorithm": "ed25519",
  "content_sha256": "506b6db80ce16ae971ab21cbbd74521f6ebc7d740690e3f788bea1a764f02393",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ed9a03edb51ece74f90fb2ee9bf9d172a8a6b3d07b6a4ddeefb55c14cc3a15f9",
  "schema": "gridshift.signature/1",
  "signature": "e424b42ce3195ec6620e8ad815ef2ec279ca3f8428fd165e3293f3edd7341abfbfedb237c69c3bedce63c854dd9a819f67e5db20a137386dfda9e6eb98815a0e"
}
