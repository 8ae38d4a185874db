{
  "algorithm": "ed25519",
  "content_sha256": "1fee7a579da39eeebc75d091b3e538d58801305148bcd5f2ba851282a47f1a1a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05dc30eb88f6f9cea225a66cb5bafbb1f24941122d2973d43685d4d15c0ca3df",
  "schema": "gridshift.signature/1",
  "signature": "9da8967f424bc7c9abb29ce8e20d5717a3007ebaaf437edf3c6e15c45bd277c67808d2af80e7c85e1aa216238ec1de76be4b56c35f97f739d892e3f6d69cd90c"
}
