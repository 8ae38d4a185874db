{
  "algorithm": "ed25519",
  "content_sha256": "b0ee5319108c7859755a6c2e7e1cbac9bcdcefa05e014cf3f193389a2b5238bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aabcc5e2e224d8e56f44aaeecf7182e3ef156ca6e692162e49a2e5ed2009f6fd",
  "schema": "gridshift.signature/1",
  "signature": "a7de81a24f11fa4c37df922922c9234c9708e2cd55705de07afe3eb3ff63cc0227ed8b809d5b9f9d788ab63113b7155ad72088720330969c99824516b99f580b"
}
