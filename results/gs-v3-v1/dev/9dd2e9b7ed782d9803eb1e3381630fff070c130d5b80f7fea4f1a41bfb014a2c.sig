{
  "algorithm": "ed25519",
  "content_sha256": "0abe5360f6e01bdd63d827254039d9e96f2afb21f300944aac2c0b8f4512f9e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9dd2e9b7ed782d9803eb1e3381630fff070c130d5b80f7fea4f1a41bfb014a2c",
  "schema": "gridshift.signature/1",
  "signature": "46ee385a671e52acd352cec28b03195a600c72b0d96ca4b3d5a664930442ef634b80a5a66ce7b57dfe287c05e8795858e59e10e782a875b0958d72ae5ad89a0a"
}
