{
  "algorithm": "ed25519",
  "content_sha256": "f1ff5a23855e7fc9f3d25ae98c1d0f08368f7ae6ae1d98b6bab59bf4fb83c6ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a25cb0523df2365e7f16de0ed4998236f98cb0aa25be701fc838517c4c7a61bc",
  "schema": "gridshift.signature/1",
  "signature": "36dce5e5a7107abd4e99c3cb2d6bac597d58a46d9c7aaeb1ce4bdee51b9ce9329f28e100df74ff2f617ae2267933dc2820f529a4ebb913d453087bc2eacbc305"
}
