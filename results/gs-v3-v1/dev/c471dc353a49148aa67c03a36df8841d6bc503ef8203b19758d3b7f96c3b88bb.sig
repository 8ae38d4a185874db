{
  "algorithm": "ed25519",
  "content_sha256": "80df2ec13c8eea8ca0104ea388a522986de27dc603110e20bbdedbb3220b5021",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c471dc353a49148aa67c03a36df8841d6bc503ef8203b19758d3b7f96c3b88bb",
  "schema": "gridshift.signature/1",
  "signature": "5a9c55464539e6cbfb54b0951460550f3b48200eeb231367a40729bd795d8c4335ee5dc5f295c018c1477738e923b6db47ea97012c016f6cc0778ffc285ac400"
}
