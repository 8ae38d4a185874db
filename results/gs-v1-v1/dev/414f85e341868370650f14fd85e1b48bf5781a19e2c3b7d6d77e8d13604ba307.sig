{
  "algorithm": "ed25519",
  "content_sha256": "6c5a679ac18cb7cea35b572cd4e5e80644605bcb08de334b3f0b2c6ebb016a9b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "414f85e341868370650f14fd85e1b48bf5781a19e2c3b7d6d77e8d13604ba307",
  "schema": "gridshift.signature/1",
  "signature": "65ff13fc12519b268e2ff5f8ff7631f5a3e59e5af6f2001598effaa6946edef775138f82f17d7602342d02be8fafd04068366448b7ea6267ab3eaf5d77165904"
}
