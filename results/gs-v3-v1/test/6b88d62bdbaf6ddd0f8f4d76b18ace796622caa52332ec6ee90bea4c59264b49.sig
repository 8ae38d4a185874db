{
  "algorithm": "ed25519",
  "content_sha256": "34940757396d37d59414bf49a5ddc5da9a2bec1679e9fff5ec621e47b25ac2c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6b88d62bdbaf6ddd0f8f4d76b18ace796622caa52332ec6ee90bea4c59264b49",
  "schema": "gridshift.signature/1",
  "signature": "e4b3c76704169f09ddfb5b54bab87e08d7af91df0785966f00456ed0c4dd0f5a73c570c43a09c4fb4cf1a6a5afc2efbeaf6f3933ea0a4d2021c45a5428669308"
}
