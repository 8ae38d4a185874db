{
  "algorithm": "ed25519",
  "content_sha256": "8b3c0f4e4e9aef58da3da6972a631f6bc3fec1866cfc68f129c2f5546bdb9057",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "125ef011211d271b13412f47193ba5f19cf9b45415f326a331dd6a027755a71f",
  "schema": "gridshift.signature/1",
  "signature": "3b876187d5a120786e41e622ee3572272eae44e1aad58404d48a2b9501dc500a2184e191a7560a05b736e4bffb28d2adb6efedcf1f2a16f24bf4f89ebe6a1e08"
}
