{
  "algorithm": "ed25519",
  "content_sha256": "81afce3207c142f396e2a201dd2ffa689d6f5c43d38ee16f00df4a54d530125b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66e5fa02f8feb21cce8e608e2149ac80d14e87664317fb217040271a00c17c8e",
  "schema": "gridshift.signature/1",
  "signature": "172f6c0d2c8cf7fc838cdac31db94a198eaf3f12c29e589f3017091bf43fe394e631b2f33c11a2c777669556b98b063a2caa53a9c28b9f7fedaaf4f99291680f"
}
