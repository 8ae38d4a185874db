{
  "algorithm": "ed25519",
  "content_sha256": "12b81c440a929b8ad11ef62fa28aaabf23f8a922b25772f016f4eae858505575",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6d8da90c3b3ee05fea13c86866e71a05e1c6c778dd5b6558e7723a33cf840e1",
  "schema": "gridshift.signature/1",
  "signature": "01fdeafb16e461a491e791096427e1052920c50e5ce3a4d5801c4807e3f495e2d7e9aa37c7d363b5d56010bad65e6cfdc874992c098d121cede8bdf8aa386e0d"
}
