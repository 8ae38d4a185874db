{
  "algorithm": "ed25519",
  "content_sha256": "b42dc03e61efc9f1d2788fec921a712a8e51c86946a5710a474a9679daf8d397",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd3b50880f514c0943dd6683d70103955a9d7f9c00723d6d08600567e1926f5f",
  "schema": "gridshift.signature/1",
  "signature": "edaaed59a57882c4814b60f0c962e43cc9f61ca65736f5dfc70001cdc99cabc5c5a2954f58de1a76ffa2322eb6fbb443206220980b68546f4e419f14351f6f0c"
}
