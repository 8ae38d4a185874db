{
  "algorithm": "ed25519",
  "content_sha256": "37d9fad29d5a13f86e3f0c8a4b63bf8beec9b73f58b6baecbbd3da1af892fa61",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "13186a6ef6343631782a44322478c72f639bb9a001623f3fc9cc137b2f494acc",
  "schema": "gridshift.signature/1",
  "signature": "f2dcde7abe8000a5f3520edc06c519b08536a415b1daeadfab442762b6b4c766bd85b0c02957c1fe507f114ba9e1cb45622cfae0e9142b2ab40b8ed95a186405"
}
