{
  "algorithm": "ed25519",
  "content_sha256": "0cb8a85bbc89179a5d8864057eaf22a06b373bbcea479fc6ae022980bb8c120e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "287aee36dc06236a48d5358b4c18372e5f4d8d76ba3878ad0ec9dacadb0eb1a9",
  "schema": "gridshift.signature/1",
  "signature": "cf29bcd4122e9aac5661ef4d97784272866da9f5775147dd0a72bd5bb0e90a88d1e9e6f26050bdce3d130abeea9ee615365a3534fb8048e833ca732ec03a0a01"
}
