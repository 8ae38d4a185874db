{
  "algorithm": "ed25519",
  "content_sha256": "c10e34ecef825aaae2475bd4798667914dd9fd88ab1ab084855454b2d8cbdd98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fba9541a666ba21b016ee2f91f16708e2800c0f060677613b8e0f91d2a23b13a",
  "schema": "gridshift.signature/1",
  "signature": "ab79596011cbe2d8a6728df21024c210e91d23e9a4e471984108eff3719ea4ed6d415f91ac55e934f055df4be2a1c6c29c4f7656167027431a4e1b474055ff04"
}
