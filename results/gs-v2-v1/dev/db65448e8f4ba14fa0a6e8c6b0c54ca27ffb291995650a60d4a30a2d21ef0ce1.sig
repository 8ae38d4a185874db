{
  "algorithm": "ed25519",
  "content_sha256": "8d33d15e900aa751baad65a80092f7e368da863ec611bcc5e381753bfd4d1ba1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "db65448e8f4ba14fa0a6e8c6b0c54ca27ffb291995650a60d4a30a2d21ef0ce1",
  "schema": "gridshift.signature/1",
  "signature": "9d576c44a8b8b9d86e36a9e30702b197d00587d3545d7741a0ac3dd6af9f44d820a5d96c3e7112c88c9cbcb8e9e4b7f592e8e23d8dad0c35e56559a8b3c9d400"
}
