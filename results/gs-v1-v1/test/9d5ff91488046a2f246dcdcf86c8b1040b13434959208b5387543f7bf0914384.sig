{
  "algorithm": "ed25519",
  "content_sha256": "504e7d12a2b213928e52e7716e2ce4939c3396ed831f7ce41d7efa053b79c96c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d5ff91488046a2f246dcdcf86c8b1040b13434959208b5387543f7bf0914384",
  "schema": "gridshift.signature/1",
  "signature": "3f2febab619382db4fb5ef8a2f6f66884a81b54a86405a3db910862bee2115918dc17fadfea127433fb9a7ea005b0cbf47011425424d34d2e92ff6e2fbc9f30b"
}
