{
  "algorithm": "ed25519",
  "content_sha256": "fe0a814f2149d5160c8fbe144346b0dc6c7fb60c222ce4f95eca632911ff36f7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bfc622fef6992db6320363dc082fa55fbcc796a28d51d6d6cda87c66d4671689",
  "schema": "gridshift.signature/1",
  "signature": "bb22d59d09449669b8eb0637871da1c78ae2b9a20805123f4732abc5115ab381083a7a0e52f36dcf85f5b20d10e3eb3e313142ed21b08c8f157480b067018101"
}
