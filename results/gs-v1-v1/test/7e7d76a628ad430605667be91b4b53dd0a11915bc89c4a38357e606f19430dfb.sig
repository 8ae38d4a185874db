{
  "algorithm": "ed25519",
  "content_sha256": "2b6a69ccbcc8f0376f446686b22da8fdec54dcff27863a92039106eb80706bd6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e7d76a628ad430605667be91b4b53dd0a11915bc89c4a38357e606f19430dfb",
  "schema": "gridshift.signature/1",
  "signature": "25537fcec80162f085dfa660ad1ff4cc0bc2194de2f4eebf6d6dd2e3ff13e5c8efafb4d48f17115e9bfd67cda1abde66756eec70d1250adc58b3af6cf0dc1908"
}
