{
  "algorithm": "ed25519",
  "content_sha256": "dbf022e05f1e94ba5469970b96d858e1198697fc8cdbf7e7d3eb4412935f32f0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b12581479fefce6c446d57c7b1643d08649fc2e6c9252fa97c6750724bfc4c9",
  "schema": "gridshift.signature/1",
  "signature": "37c40473f58ef7353c8eb5446abc5cba5666c1db48fca17d00178a21ba83cd96988ac7372554ad1d104bca0b46161c5177d03c705b868a58fd6bec7a0db07207"
}
