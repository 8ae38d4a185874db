{
  "algorithm": "ed25519",
  "content_sha256": "ce9b258fc9608b7195fdc98a09a2cc0bc78465bdac28fa6d74ddd40c416fee6c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "96b18c8a148d585649aa7313efb9479728b58e97ef42f8b65501ed4cdf3ca237",
  "schema": "gridshift.signature/1",
  "signature": "cd9d2174236b0b22b403fabe55f6ef7867f4f04b1a40834742acfd73bb4001fe82a5bd72642a9985944b6cb3d567cbc37ebb2bb1612072b8e9355aa49fff2303"
}
