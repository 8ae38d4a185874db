{
  "algorithm": "ed25519",
  "content_sha256": "067628d182ca1c3faf43a3c5aeaf88f62310c2609a288c6c23cf08a1b2a54a1a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cda2481c135603a56fba3c79cd7443eec49716592b3112c2ae6437b60eb754af",
  "schema": "gridshift.signature/1",
  "signature": "f5ad46ea1b211587ad7b907ea6ce6e8f12e9d01342aece22266285f0c204ec79e21b0f7e81f8267f980018bc3a8203b6d97e01d05eb63746e86831ca90dc0c02"
}
