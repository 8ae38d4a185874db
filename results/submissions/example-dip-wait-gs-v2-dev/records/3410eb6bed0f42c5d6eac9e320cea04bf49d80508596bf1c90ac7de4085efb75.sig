{
  "algorithm": "ed25519",
  "content_sha256": "138be5c36b3b464682248f88ee6ed4fe74eafde614df4cd0dd95a5c6c6aeac95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3410eb6bed0f42c5d6eac9e320cea04bf49d80508596bf1c90ac7de4085efb75",
  "schema": "gridshift.signature/1",
  "signature": "0dfe2dc7d15a70e7acb24440290d36c6385fcc51c640201e8aaf9641670f3057f6423860a0c5eca0128e18f36abb7483d2f18867babb367a8dc9997c392c530f"
}
