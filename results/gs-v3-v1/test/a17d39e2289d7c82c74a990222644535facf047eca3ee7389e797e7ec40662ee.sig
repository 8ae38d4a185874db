{
  "algorithm": "ed25519",
  "content_sha256": "2a8f394ead94a2237ddc7da2461d7cefce513bca44df30c76c2927e290a1b1c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a17d39e2289d7c82c74a990222644535facf047eca3ee7389e797e7ec40662ee",
  "schema": "gridshift.signature/1",
  "signature": "0a89766b37a3c4d036a8c19c1e0aaaf933e615c6edd519b0f2a72e9bf2048914a69a6624520e8cee990dc3268838112830f1aa709b865c632e3336ec2c095a01"
}
