{
  "algorithm": "ed25519",
  "content_sha256": "89158845c5ff28c8836cebcfbe9fb290516fd5a2f9979ea506b031ba7629fc70",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "379692a7bc337edb0a37aa576cbacdf2ee80a766e764da261951253a4a1983dc",
  "schema": "gridshift.signature/1",
  "signature": "0ee5fd300b8c08a48f99e56be2c0fef874750541eff8bcf33e196f53ed55b955bfbe9049106b2d6ec7c35febe0c45ffc0993f8c3d9c4067b57f3d8d47e86e401"
}
