{
  "algorithm": "ed25519",
  "content_sha256": "ae99a8df4fee0ddbf7691746a0460ef387e605fc3c2973bc33c1e36f3b47d61e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cefe888cd1a8871e018784c5f844cad3a0f304cf2e2560f29d9318d7d3b43d7e",
  "schema": "gridshift.signature/1",
  "signature": "b3cf4986b8d10f65bab86dd4be9c217c961e268c9d433a0605fc880389fd0be0a957d42f6108b9d66c5717a0fa9d55687dd417ddb32696e2a2b886e26f2eb10f"
}
