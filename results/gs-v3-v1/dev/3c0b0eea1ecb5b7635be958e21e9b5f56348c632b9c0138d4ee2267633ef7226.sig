{
  "algorithm": "ed25519",
  "content_sha256": "6c15e92cf747b9c2d4b1680c05f3dd92ca8327f062736a6830eb7ba6699b5a71",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c0b0eea1ecb5b7635be958e21e9b5f56348c632b9c0138d4ee2267633ef7226",
  "schema": "gridshift.signature/1",
  "signature": "645c0601a0ebec27d0d5df0678b44619c5b3f123f5f597e05f8cff57584ccda50523e27691f500dbfe43f76125d6b055a2f5f99c5f76097dc7ee332171dbf00e"
}
