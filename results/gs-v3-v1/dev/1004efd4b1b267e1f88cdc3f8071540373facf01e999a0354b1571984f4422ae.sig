{
  "algorithm": "ed25519",
  "content_sha256": "0e853415543a0525c47354538cfcc2dd50ff73d4cd13d5e1789c3d8e9073e037",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1004efd4b1b267e1f88cdc3f8071540373facf01e999a0354b1571984f4422ae",
  "schema": "gridshift.signature/1",
  "signature": "6eeee73e6daa3fb46accb0a13c42c3fac59f28d2e173db1afa92009ce6be0c822d623c921b04e7248c10d2f59b148bb098f81cb4cc85c3c1d8b66df799d92801"
}
