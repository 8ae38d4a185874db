{
  "algorithm": "ed25519",
  "content_sha256": "14743b1387a81c771c329aec30d88bc5e1e18f1dd99500ebb0140dee1fcadb39",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f10cfd3288093a77624485aab40b4fcb660eca3cbb9f265c630419f860f3759d",
  "schema": "gridshift.signature/1",
  "signature": "b4b067da70e8c0c7c66e1a184ea015006eef1a9cee4bd637fb7894a6de43e33321b675897dbaf16210873c4f62a2c3502ed62c4b7f55ddc7144f760535a99b0d"
}
