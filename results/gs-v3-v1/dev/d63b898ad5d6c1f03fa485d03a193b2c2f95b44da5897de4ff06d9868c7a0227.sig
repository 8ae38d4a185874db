{
  "algorithm": "ed25519",
  "content_sha256": "d40067cf6c8c391acc5cc775c6c7fe7d9f437cbd35becc2d36e6ab1733c80766",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d63b898ad5d6c1f03fa485d03a193b2c2f95b44da5897de4ff06d9868c7a0227",
  "schema": "gridshift.signature/1",
  "signature": "616b996b8a6df04346e340589d86c3e55e96535c63bbcd7cac737fd86541c865eaf4a2be695a060ae855c3f48241583204682bf2a9d6abf895d6f83b5349660d"
}
