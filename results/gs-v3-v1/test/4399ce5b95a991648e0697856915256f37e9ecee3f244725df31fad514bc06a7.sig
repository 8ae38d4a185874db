{
  "algorithm": "ed25519",
  "content_sha256": "e80a01dedc645ca427480e16daaaef47a622803ac8d5fde384be60708b57aa2c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4399ce5b95a991648e0697856915256f37e9ecee3f244725df31fad514bc06a7",
  "schema": "gridshift.signature/1",
  "signature": "7a6bfe509c3d2da20eb1779af66bed82743515fbcbb8db31dfc9befee70eb23234cdb3337524e2669ef24124c9f6636aaca26d0baf7cf5306fd69af64ed89309"
}
