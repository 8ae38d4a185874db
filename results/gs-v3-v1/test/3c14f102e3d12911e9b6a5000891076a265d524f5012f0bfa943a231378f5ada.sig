{
  "algorithm": "ed25519",
  "content_sha256": "45b6ef912f85822cd93aedb0e0f933ac63f89efe9c4ae5bf1cc25029e6aad5d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c14f102e3d12911e9b6a5000891076a265d524f5012f0bfa943a231378f5ada",
  "schema": "gridshift.signature/1",
  "signature": "429fcdf29ce2e2a2b043aea6cfbb0337729d96a3f0703f7ed0a440ac20e0a7a2e787831c92c9caac7e0257e3911a27ce4df0fa4245a955a9d09872868b46a006"
}
