{
  "algorithm": "ed25519",
  "content_sha256": "366a745538192fd65f898c54045c06cf60ae65a0a96b35f0bc5451b71e36469c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9a0e2f12e86cb79a64eb3ad1a94e82902bbe6bcbdc9939d2100758a2f60fe12e",
  "schema": "gridshift.signature/1",
  "signature": "cf97d4f323df4ed1345a871a7830da8f79b2ac138d81c573b986e8131f8550da43a06e3358d8e0dcdc6b9f45ed6f66b008f0486b1c89c3da062c48565ad2860b"
}
