{
  "algorithm": "ed25519",
  "content_sha256": "d0f5ea675abc499abf0ca6744b9e06cb5a91b1b637a9a074b4a5c0153ae121d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ff1072b37f9a5c2a09b45aa01401d24f6faa666c26c7227d9c6888d9135a7b1",
  "schema": "gridshift.signature/1",
  "signature": "5d0b07247a1ee7c2e9d0b27a526a27b38f70de9b913b00fd3a6e40b37ac29848333b9b5add90b27dfe9a3e461f681570eb31c828b1f0fef98fd199d78ffe0005"
}
