{
  "algorithm": "ed25519",
  "content_sha256": "830cb04e25cc60f7611e52dc61e2e582b101b392339b82f48e73809ac379648d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a95852874f3a01efdefcae5fa3de283694197d0a91ae25c16fa79a6b59847d6",
  "schema": "gridshift.signature/1",
  "signature": "35b1766faf50ebfa9acc55cf48daef52c157f1a1f25ac7860a224fc246909fa443f6a154de212a53e75554b54e30b66001c1f40d65df6bbb8edbf5f35f1ac003"
}
