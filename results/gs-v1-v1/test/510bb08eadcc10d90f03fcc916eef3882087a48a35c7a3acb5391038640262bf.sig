{
  "algorithm": "ed25519",
  "content_sha256": "b32ba7887793559d159a4eb5d3d7bc86d5694a0edc612b49667251fbf2258ca6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "510bb08eadcc10d90f03fcc916eef3882087a48a35c7a3acb5391038640262bf",
  "schema": "gridshift.signature/1",
  "signature": "d0fe7e8b5983ff7a4cffb0d2387b701b51ab0a45967d31be9f03d16d4eefbcd1df858ede3376a7732faaa23f9b24f29476f2cab0b9bb1bafaedf11f80d054f00"
}
