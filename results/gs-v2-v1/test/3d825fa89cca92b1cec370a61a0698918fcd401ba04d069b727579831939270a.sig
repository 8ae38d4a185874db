{
  "algorithm": "ed25519",
  "content_sha256": "7265d0bb12ea2aba2c49697c047e6e3182ff9ff0ea4dcc00f2fbf12380e5d2ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d825fa89cca92b1cec370a61a0698918fcd401ba04d069b727579831939270a",
  "schema": "gridshift.signature/1",
  "signature": "3649a157568b4934f66ed07d91a74b99e4e3a848ce86de4ebacbcb9518a039ffe14134b19ed787d77f253f886f2e6ec6bfe6d61a22d616c04c61a7bae0396e0f"
}
