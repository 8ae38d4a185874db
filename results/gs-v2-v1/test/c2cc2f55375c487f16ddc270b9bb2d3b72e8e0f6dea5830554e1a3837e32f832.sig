{
  "algorithm": "ed25519",
  "content_sha256": "8323c063fa6851852975ee8186aebb679063ed1e97078df24e8790c47f5a1970",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c2cc2f55375c487f16ddc270b9bb2d3b72e8e0f6dea5830554e1a3837e32f832",
  "schema": "gridshift.signature/1",
  "signature": "43a3b4ab44a8d1cf0aceaa4c568cc8748b1a795a2b4f02c13434972738cf40e221debd9734f8f69d641d0bbc640f98366e3ea8f17eba423329f0e904a2b7150c"
}
