{
  "algorithm": "ed25519",
  "content_sha256": "2bf082e7b6a902ef2b8210688414f10c57bd54f8999310b9f7b8304f54079d84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b3d9c0e722c9e9060e31cd3d7b3e18b9d168f1313375fb0f17d59594ee4ca7a1",
  "schema": "gridshift.signature/1",
  "signature": "bf538161c603ad776b2f17b384b679cfc715701ad47c23e7f2e0ae9a609595fa0c7c0b901d4b20f3788c08b663e471a71a47aed21728c374749f8fafdef9de0e"
}
