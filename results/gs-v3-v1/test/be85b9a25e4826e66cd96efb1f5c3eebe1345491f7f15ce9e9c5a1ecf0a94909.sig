{
  "algorithm": "ed25519",
  "content_sha256": "8f6c86ce3f826301d5309ffc7e6aae0f2a64414a6e4af00a6ddda8e7d7446e5d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "be85b9a25e4826e66cd96efb1f5c3eebe1345491f7f15ce9e9c5a1ecf0a94909",
  "schema": "gridshift.signature/1",
  "signature": "cf3e72f60176a47f055a41c470c386f0e138b0045744aa27cf7e1110bbcf10eed8efb6d133915c3e999a6f13b555707bb302c9d018f28ae5934bd7600bc61a01"
}
