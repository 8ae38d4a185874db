{
  "algorithm": "ed25519",
  "content_sha256": "354eaa5319d6347479ab9cd775a1bd5c1dd6bf9a7678f6380c365cb72cbeaba8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b9df018fe519c125841693e1e3ba2841a137950e98be3e3142f6d5c0abc34db5",
  "schema": "gridshift.signature/1",
  "signature": "355cee72de73a2ba9ab4c30802587b301ef998ef0935647021b2893b3f2b28b6a1c937f050e013c4dfee240a65d0f9edfee235085487667beab720f79ff7180f"
}
