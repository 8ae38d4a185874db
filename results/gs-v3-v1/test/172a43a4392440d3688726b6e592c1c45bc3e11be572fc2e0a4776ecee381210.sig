{
  "algorithm": "ed25519",
  "content_sha256": "72a0d2759df7610a930337d3dd341a71a74db14fa8524e2cf4510f303823a35f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "172a43a4392440d3688726b6e592c1c45bc3e11be572fc2e0a4776ecee381210",
  "schema": "gridshift.signature/1",
  "signature": "49e4b82590b4a66df7a2f22a579a5109cbbe7ea074c87a10acfc06ea2a5e6cf243d3b015ccc75bceff473c491205183d69dbc678643bf3e1ea52881225cd550c"
}
