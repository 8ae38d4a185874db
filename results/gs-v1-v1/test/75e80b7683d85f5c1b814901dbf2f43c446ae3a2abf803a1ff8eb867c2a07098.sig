{
  "algorithm": "ed25519",
  "content_sha256": "9f5de7ede5de71805c6d4c235aa7f0df5c3dbdd408550a2481a50e87b0d091fe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "75e80b7683d85f5c1b814901dbf2f43c446ae3a2abf803a1ff8eb867c2a07098",
  "schema": "gridshift.signature/1",
  "signature": "5fa7db418116d7914426c782c794776f73d71d039092a889634b1d31336b24214b693837b07890bbeab0f72a510b96aad76f38969be9df4a050cbe7149e0630a"
}
