{
  "algorithm": "ed25519",
  "content_sha256": "e2de003c18776bdcf0a2564aa21633b6c202407e5cae34a55da5bcaeda05b7fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ca534168141dd5a0132175fab84ce449f9a2d30dc24176d82b7917d90c1d78a",
  "schema": "gridshift.signature/1",
  "signature": "d2f39deaaa228b4899557ab0fafe34cbbea42875ec308170d0cb48bbf4363725058d9188ac3fb00bcf016c6e278f024c2d421456f623fc9c7143ecd5743a8503"
}
