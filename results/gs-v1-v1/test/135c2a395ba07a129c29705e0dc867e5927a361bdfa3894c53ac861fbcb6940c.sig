{
  "algorithm": "ed25519",
  "content_sha256": "24191251856673ed4699d650211096d062c33b0fef0048ba38b08735c9436c78",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "135c2a395ba07a129c29705e0dc867e5927a361bdfa3894c53ac861fbcb6940c",
  "schema": "gridshift.signature/1",
  "signature": "d3b216929773bafd6ba19ca1bc51941f712b29c71bc7b47ffd61e64f763fcb602fe2838b121c13f3d29beaa1541dbf8a062a1e16d3390ecab950e3b3a0931f0c"
}
