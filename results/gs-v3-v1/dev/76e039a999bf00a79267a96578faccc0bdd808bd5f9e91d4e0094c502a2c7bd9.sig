{
  "algorithm": "ed25519",
  "content_sha256": "42eee93859ba83ebf9f29d5d81fb2995fd1f5646c698c23b1b67c7d20e3265eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76e039a999bf00a79267a96578faccc0bdd808bd5f9e91d4e0094c502a2c7bd9",
  "schema": "gridshift.signature/1",
  "signature": "2529c04c5f62be73ca6178dc46c5db9aa8d50c82f672a8fc701ebbaa509fa61f8eff2ec797457ea4e7433391be605a7bd5999d7b5e61aa69124a0b3d8e1e4803"
}
