{
  "algorithm": "ed25519",
  "content_sha256": "dfb1743e2f9a202e4c53d90e57f19417124cfc0841f8af7c2d342a5434084fc9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a42be3dd255d6eb3cb927a610f635cc8f5b4ca61ec4eb7d0c30b87c087d850b",
  "schema": "gridshift.signature/1",
  "signature": "3f55675e9986a2635744d299c97d6d02b334e397e716d6d325b49e8560ace77bf0ccfd54e79c0b807f5ed56daa61f98035309f402c0a2a009b1c408c1099390a"
}
