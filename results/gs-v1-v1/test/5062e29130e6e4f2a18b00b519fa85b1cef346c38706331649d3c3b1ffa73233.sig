{
  "algorithm": "ed25519",
  "content_sha256": "b72a382671e11ef8689f808941f7ca841da79124566bdd6020350917c32b92e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5062e29130e6e4f2a18b00b519fa85b1cef346c38706331649d3c3b1ffa73233",
  "schema": "gridshift.signature/1",
  "signature": "1e93635d199cc51102af08deaf617d87b6174d814a13c1c8f7da0220c9d1cacd02dff4c3c5400b03ca50d1a9f2faa143c487eb2e3d5f278d2381064fa8cdba0f"
}
