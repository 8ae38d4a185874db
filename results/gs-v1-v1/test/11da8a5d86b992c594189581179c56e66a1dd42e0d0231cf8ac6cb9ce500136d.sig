{
  "algorithm": "ed25519",
  "content_sha256": "8d1f7073ecce43b3a0b072db5460e9b7c3e41010c7e0e9faf8aaedec69c90ac4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11da8a5d86b992c594189581179c56e66a1dd42e0d0231cf8ac6cb9ce500136d",
  "schema": "gridshift.signature/1",
  "signature": "214d44c53f795fb86e095a3cb401ac397e94a1046a3cdcd3890fa178ee20c594be77947ce1e821d60ab6ec21987f92dcacaf548c324baced1af7151d55bb1f09"
}
