{
  "algorithm": "ed25519",
  "content_sha256": "15b351ed6e0851d6b60394c43945eac917514a9533e67210b2b0e9a9a5c05222",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d850252cf40098e04b3dca8b27a2100aebd2a0aa689dcd94f01b3502a29d576",
  "schema": "gridshift.signature/1",
  "signature": "4eece2d68c33c4e326eb2b4998bcf5222271970cb8d12b23015bc216e92b6a4566f6fbc767c9dc2fb446a3be4fe4fc5877ea6ef3e08c52a61a4a26315f571d03"
}
