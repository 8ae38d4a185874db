{
  "algorithm": "ed25519",
  "content_sha256": "eb21c269aa79fe65b3866a7fae53202c32fa3f8fae191d5c8b953301535e59ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df13b1caad6e02ada460ddd5e76b84279a6b2552601709b6a0cda9f7f7e00837",
  "schema": "gridshift.signature/1",
  "signature": "981aad71c9a7207e4915a47419ccb94406c7aaf80e3565e5a591d05149a493a8794c754723e42ec0ffd89ed141485505618c3bf4dab0dee3a75ad2a1669e7f02"
}
