{
  "algorithm": "ed25519",
  "content_sha256": "2c03e777fdf9ef7dc9272c83dfb0b8f36ec285c89528353a2e508dac8635d098",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "38a413677a097e0533aea1adf3184295fd8fb6e495a56696b65c73947db50c5f",
  "schema": "gridshift.signature/1",
  "signature": "4f344e4ad36b9d8f4cd0de588b6f1a91352e6e68e85bcebfc308c36bc8317f273c2666fd32f5ce9dfff0be8b437bc4b08d3efb06c3a5e184459dc0038fa35703"
}
