{
  "algorithm": "ed25519",
  "content_sha256": "abb1173d9d12ec80a08488193b43b42ff58d311593ba5fd4b5cdc8e9a5f220b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "89e750c64f8413b5263ef61e89ba565912dd619ee08c5f576bdd43ce140fc5c0",
  "schema": "gridshift.signature/1",
  "signature": "aa5ad3d4d76876778a23c5a804047d6379544be87ebd8f666c24e7a6e5c6b42b004d75120f78b6be45253bed331ee3e7aaef11ef1aca598c20057c76a2a00307"
}
