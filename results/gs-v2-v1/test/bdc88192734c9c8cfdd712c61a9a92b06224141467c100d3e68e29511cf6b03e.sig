{
  "algorithm": "ed25519",
  "content_sha256": "63223b62a10864d09a310644154ac11cd928ade81879a643e1f3176018ccc0cc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bdc88192734c9c8cfdd712c61a9a92b06224141467c100d3e68e29511cf6b03e",
  "schema": "gridshift.signature/1",
  "signature": "fc4628d8f55089a493412a3ad571b9eadea65b8664fd05b99e3c05de5bfb7dc36e9bc68ca3d9bdb39e87ca78c5aaa72b2de97c5a152e7f68a129554947e5b30a"
}
