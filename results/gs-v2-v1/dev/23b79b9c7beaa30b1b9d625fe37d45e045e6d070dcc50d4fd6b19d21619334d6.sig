{
  "algorithm": "ed25519",
  "content_sha256": "faf32ec6afec2321fb6b0d4fb0004abdedc9aab4ec75c6bb9ec251d35a16ae58",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23b79b9c7beaa30b1b9d625fe37d45e045e6d070dcc50d4fd6b19d21619334d6",
  "schema": "gridshift.signature/1",
  "signature": "a1b414212337e99acd4e04843bf5795974467342c3d48f2837b1b9b2b7ef7067d055cbe68d66f758d6a0c23f424b17acbe64a70c125b677df040cd58e06ed60c"
}
