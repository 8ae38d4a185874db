{
  "algorithm": "ed25519",
  "content_sha256": "fd27b2ef1b456e481e6cf6de551ff31de794ccf1a9fa9cac1aa9e9ef6941cd05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b87aaaee74212768ec691bf0b3dcda4ed66526f3797ed3ae8a55b1c33acd307",
  "schema": "gridshift.signature/1",
  "signature": "8a384195dcfbbabff458911bbb8091e520aefedf614a71d7cad51371616a99a3632e44768eb3d62da96495411a68c9ecd86fb0a765c7a28e7aeb223cdd96850f"
}
