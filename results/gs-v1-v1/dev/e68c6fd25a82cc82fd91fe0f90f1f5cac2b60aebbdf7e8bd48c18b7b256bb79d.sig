{
  "algorithm": "ed25519",
  "content_sha256": "e6bec3c8315f281d7c264308fdadc9e9ba98b915bb625c0d76c87a61a4b2d3d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e68c6fd25a82cc82fd91fe0f90f1f5cac2b60aebbdf7e8bd48c18b7b256bb79d",
  "schema": "gridshift.signature/1",
  "signature": "fd4a1b0697b8834b0d7e03538f87a4a5ebc10760e8b571f55aaf984734c7c14ac37dbbadaa046fa6daf477c7efbbd1221fdedfaca35db7b02c86dd372264bf01"
}
