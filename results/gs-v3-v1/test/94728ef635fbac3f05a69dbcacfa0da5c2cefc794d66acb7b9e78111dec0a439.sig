{
  "algorithm": "ed25519",
  "content_sha256": "8b59d3f911b074997490c64bc1f56f5350b57271eef6f4b0df684001b546b220",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "94728ef635fbac3f05a69dbcacfa0da5c2cefc794d66acb7b9e78111dec0a439",
  "schema": "gridshift.signature/1",
  "signature": "9005325fc02cc927bf570376cd041509e4764897e5edc0e45770b15c48b34dd3e2a032f7dc6d591554e865a06c7dcf01bf70356a18f92dbca7f3c26820f3c00b"
}
