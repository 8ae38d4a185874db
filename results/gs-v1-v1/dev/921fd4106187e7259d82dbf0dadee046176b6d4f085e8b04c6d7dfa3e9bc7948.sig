{
  "algorithm": "ed25519",
  "content_sha256": "8f6ee85f9085b262706aecf4974c8fb772c01a8d8e0a28a3fdb8c28b428f54dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "921fd4106187e7259d82dbf0dadee046176b6d4f085e8b04c6d7dfa3e9bc7948",
  "schema": "gridshift.signature/1",
  "signature": "68b76592b561edada4320c186304f5f49878d0ac53e05cc02c76a1e6717908693acd1a946a04996d62f48a505a4da7010d29219187f6bbf01beb3f8ec959500f"
}
