{
  "algorithm": "ed25519",
  "content_sha256": "0ae374530b1796871acde6b9681454519c02dca828998515973e35710d8a6ff8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55afa7931901294933b18e50dee6c04daa99be1e0526d713cec46d1c7bbf2e4c",
  "schema": "gridshift.signature/1",
  "signature": "94988213cb98ba804997b35b9241afd63bc6678d25fc15f967e792bbdc9f2c955c263111dc3d7e5bd6fe6e85ee8a65cd83428514159c0fda4f0bd0b65e23d905"
}
