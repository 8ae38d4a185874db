{
  "algorithm": "ed25519",
  "content_sha256": "a3ea4aefeb5c7d7818aab310531270fe5037b7d1e7d5835707ade747b642a2ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "608e440342843a8509d2fc5d6d8e1bec5e2f0fe23875e8593bed5af56538d560",
  "schema": "gridshift.signature/1",
  "signature": "61bbbecb4b64c06d38ecbae9f72d566c4edb2b3ee713a04554edc6429c412e096bb715f3abaff3f554c7ef11bd0d14f5f57f20e00c96c38897261eeccd1fb10d"
}
