{
  "algorithm": "ed25519",
  "content_sha256": "8ffa5ddaabb8b5d53378a6baf8a3a69124a06c2b666a95d8c4c2fc0c49b69f49",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c662a3b277fd3d1f20d1078c6085458ca850befc6eef989db6ae27899b0c2566",
  "schema": "gridshift.signature/1",
  "signature": "748e08b185d189062790933345b6aece18b6cd13b3a4a1c607c5f1a3ac9c240acac1ba0d640cd52669148e06b107de78d0a03590f5d2f9d9f644e4ec8073f20f"
}
