{
  "algorithm": "ed25519",
  "content_sha256": "a2464d56848fa3d08ccf6a032ac1f2297727d561b5216de507fe6d54f4de27a0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fdb9ea2b20b552643b9b8931726013c07b77f9fb5c154112fafd1e30e22dba86",
  "schema": "gridshift.signature/1",
  "signature": "322bdab59cd6d1e7fc0a0f003630c0a020d9d1fdfac2cd24d9d6f493e9df93e6f103c0f03bdcd8fb76ede458b8d2f370d0cc9968f308a8db79dac79e1ca0a40b"
}
