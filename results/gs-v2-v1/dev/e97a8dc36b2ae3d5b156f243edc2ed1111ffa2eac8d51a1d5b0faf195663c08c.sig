{
  "algorithm": "ed25519",
  "content_sha256": "7faeee331452e66c72012250fc43f97b4ed1575a7cade7cea0f9a3c8a6c32783",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e97a8dc36b2ae3d5b156f243edc2ed1111ffa2eac8d51a1d5b0faf195663c08c",
  "schema": "gridshift.signature/1",
  "signature": "acb5a9ccefb7bb30f3c1145f77b9df0d7bfaf4e3a448e7bf7ab23edccf081ebff32b4538ed52aef7e044296023fd717e35bed3a74df17a0d4e815b4641cb4104"
}
