{
  "algorithm": "ed25519",
  "content_sha256": "4e9c3df2f5f5551ad97a3b4d25e3f0d4fcdcef4e7cb968401b60007b909a77e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3cdad2e00b047df5bfbcfc1bdfa035e4b86c3b7245465fe8e9e3ae56e9692457",
  "schema": "gridshift.signature/1",
  "signature": "2c1bf4196796b1ee2604cc0c302194a43f1b76c7eb421f4a572642a663fb77f69e8e43806861d322252a1c0141e00bafbe7cd99adae1015fae17cdc06a520f03"
}
