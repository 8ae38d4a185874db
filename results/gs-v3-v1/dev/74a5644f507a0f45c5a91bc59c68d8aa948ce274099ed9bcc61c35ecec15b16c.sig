{
  "algorithm": "ed25519",
  "content_sha256": "919506b952bd36341daf159205bd47e4e487a2ac6b97601511c5a86c9c064fa0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "74a5644f507a0f45c5a91bc59c68d8aa948ce274099ed9bcc61c35ecec15b16c",
  "schema": "gridshift.signature/1",
  "signature": "3b7d668c256dfa4fe7da75c461e18c9ebb7f14d7c181197fe0fe1a5d043a1a07850ed5e7f86f8b8f457d8378cb2d54b4465894baca7b5379ebbc78a4d0f6f70d"
}
