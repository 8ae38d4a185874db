{
  "algorithm": "ed25519",
  "content_sha256": "9bf63025252b001334b86836dbfc74b80d737cc36e3d023b58db3ed3864fe9ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b2ae5dec64e8bab51e7a33dd643569d92c66ebb454b5e132ddff113a233fadb9",
  "schema": "gridshift.signature/1",
  "signature": "2a8571375e3ac93930bce7d93ba2ccbb27495a2e133561c4c8aae47f039153e846c1b1e3216c8748fa192c8645c8435e58b1df887d54ff2dc0a4d71a27a1f80c"
}
