{
  "algorithm": "ed25519",
  "content_sha256": "3e1351d2a90c973d4cd0e97a6c42b95777ddd7d764554fc8b7320a389dc1137c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fde94cde6e7f26b02eee3e41297b399f319f178809e7c6c53f53f1395c1160eb",
  "schema": "gridshift.signature/1",
  "signature": "9b13f5589dff819f3f348ced28447d58e6046e9531847f0643d6796afb2c53b7d308e2f3eae7ed6ea58e77e4f590377e284e48fa5178da236585477b6dff240d"
}
