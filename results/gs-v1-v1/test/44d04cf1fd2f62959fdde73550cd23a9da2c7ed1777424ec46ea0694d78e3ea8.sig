{
  "algorithm": "ed25519",
  "content_sha256": "2adeb552d34c62c96c13dbde9d6a1f8a2b4a10fbe45898a2cdebdae20978117d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "44d04cf1fd2f62959fdde73550cd23a9da2c7ed1777424ec46ea0694d78e3ea8",
  "schema": "gridshift.signature/1",
  "signature": "b14b476802c22727fb877ce389d4b54c1c1240ed4e29cfcc2a3eda79a2e086f1d087885e01eac751de0192b4a72245e54f4951239f54cfad7eb14af6ba664602"
}
