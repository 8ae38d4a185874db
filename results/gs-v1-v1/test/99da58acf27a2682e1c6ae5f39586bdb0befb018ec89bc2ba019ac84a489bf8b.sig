{
  "algorithm": "ed25519",
  "content_sha256": "47907a4b673a9e3760c2f0bef2186c9cfb9624a749a22c6bebf0a38d7034e9dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "99da58acf27a2682e1c6ae5f39586bdb0befb018ec89bc2ba019ac84a489bf8b",
  "schema": "gridshift.signature/1",
  "signature": "5f7562f5cab4576f28debdfb7bf295c4228ba5ec01656afe75ba30c1dd77e0f37dee63bb3dba0054d61bcf9225e345bf9eed85f149bae7af8a6a2deb386b2f02"
}
