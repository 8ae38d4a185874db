{
  "algorithm": "ed25519",
  "content_sha256": "138e77d86286f6a6c0edef033bd2fee368a2b0cba1fd812671817cf24f2de7f2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b3994de627dcd39bfbe1521c6b0677377cd07895343d70c4ae68b78175c6b86",
  "schema": "gridshift.signature/1",
  "signature": "fa1121eda7553e86dbb1c68b541f96ca611fad6178457cdfd02c7542b7ee6b0f346910acb00116571f804147e0f7cf60e829a56251f083c98d7067968b89210a"
}
