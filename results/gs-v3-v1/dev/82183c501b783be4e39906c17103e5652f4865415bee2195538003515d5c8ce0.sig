{
  "algorithm": "ed25519",
  "content_sha256": "cbdff6c09a32654a0d3705dfdd9c043e30fa51ff0d9cf6cf1b30ec5c95bb5078",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "82183c501b783be4e39906c17103e5652f4865415bee2195538003515d5c8ce0",
  "schema": "gridshift.signature/1",
  "signature": "c120eda039f2e5eaebe46f6de4c037de857dca07c51c2e2329ca8c1ea28194dc3cd2f92ec5d1342bcb0564b2a9443571449103d582af3253977a649c1ebbb209"
}
