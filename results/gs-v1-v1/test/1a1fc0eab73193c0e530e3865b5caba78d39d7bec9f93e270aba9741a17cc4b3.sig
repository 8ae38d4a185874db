{
  "algorithm": "ed25519",
  "content_sha256": "5812efb63c0d642f5f2ce0b3ebf6d94f73bbed945ab5f382aeebd818a80985b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1a1fc0eab73193c0e530e3865b5caba78d39d7bec9f93e270aba9741a17cc4b3",
  "schema": "gridshift.signature/1",
  "signature": "358546824f1f21b7ca7412df77258302739fff0fe267f4ec1195fe9b05b02803b9001f9428e19675d8209168354eabf24d23e7faf4e0bb17b0eb02d22e46ec0d"
}
