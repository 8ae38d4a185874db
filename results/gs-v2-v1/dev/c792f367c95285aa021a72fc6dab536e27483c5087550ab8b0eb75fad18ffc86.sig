{
  "algorithm": "ed25519",
  "content_sha256": "13421817b3264589c4201d8e78438da332201a6849659903be1065a956ec5e69",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c792f367c95285aa021a72fc6dab536e27483c5087550ab8b0eb75fad18ffc86",
  "schema": "gridshift.signature/1",
  "signature": "f25e6aa261d054669db24c3bae009eb8c7a37fab67345e2897be5a40a2dcc0a67a5833c4e748e5a1944ed7d206f11bd4ac7b7d9f0d046b392002a5d7cf0aad03"
}
