{
  "algorithm": "ed25519",
  "content_sha256": "4502f35de64ca275a2985ceb1b286430c0a655b184d2f3aeee27b1ab802a80ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9047f1e65f6f7eca630763d39f5d9f14c42056525271b5bb0ca5d5bdcfd86621",
  "schema": "gridshift.signature/1",
  "signature": "8d3a8302e5e3b85440e5d0c285dc15335f717acf1d90f13c9019b97d29c6841ae852f2055bfa9fb0307551281d34bc147d24856d708abfe506a2ec959482c506"
}
