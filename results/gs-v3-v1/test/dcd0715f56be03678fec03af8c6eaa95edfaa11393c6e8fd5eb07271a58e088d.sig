{
  "algorithm": "ed25519",
  "content_sha256": "ca03c2de5f7a397c0fb11f96251f754272c4f3d238f1b67ffb433985b553b8f2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dcd0715f56be03678fec03af8c6eaa95edfaa11393c6e8fd5eb07271a58e088d",
  "schema": "gridshift.signature/1",
  "signature": "973bbc48bb569c78181554114ac1a4f10a197728f6ed4dca1f6618db622a05268d42fa72ad7801e8f45a56c7e355d5c477801963f804b46a460d797fb215660d"
}
