{
  "algorithm": "ed25519",
  "content_sha256": "d7838e225d2848b660b5063c6bc83893f671baa715a063c4c120ec6be5307885",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "71362ac0687ce9378db7a0a156843e7f13adb5dbea5326e8ceb57f13056a04a1",
  "schema": "gridshift.signature/1",
  "signature": "1afc694f82137fa852983d8ab2c48f3e24af976adc03e4dd2c5c46d51da8ac29bb8d64f19c1ca9c8420419b216455c5c0e6e750b9870a8835607dabb82df7507"
}
