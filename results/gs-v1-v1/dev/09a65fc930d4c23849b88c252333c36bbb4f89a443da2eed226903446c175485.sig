{
  "algorithm": "ed25519",
  "content_sha256": "9aae891d3bba5c9c6e311153ed41a2e805e29c0a9a6cb0748b94e21934f66759",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "09a65fc930d4c23849b88c252333c36bbb4f89a443da2eed226903446c175485",
  "schema": "gridshift.signature/1",
  "signature": "3901d47dc4a75b6c2c62f650e9cdbe7b81ee223efe8faad0147b61528e885cd1d2ee1f5def842b741a113c01f5abfd843e743c49276b6c699f55c011cca4c405"
}
