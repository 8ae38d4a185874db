{
  "algorithm": "ed25519",
  "content_sha256": "640c8ccade277b0ac1424ad17bd25c426b7c40bc7588e93edda150f25c2490ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a6953be103cdbe2e827df7d00c45539bb2d6afc83528a7a37e72850497cc0258",
  "schema": "gridshift.signature/1",
  "signature": "b3f331412f50a982d2e198ee06eea8caed02e3eba35ad3b235159d54619bbaaa0d4327f86db9eeedcbeda60a32c56d5ee8e06f15236335365e992d4ac758fe07"
}
