{
  "algorithm": "ed25519",
  "content_sha256": "f3dc91576addd9a221b7798d191c273d179114fd15d51b4faf754cef06c9ec2a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d47483abc400c5d0cf705e2cc27dc04461b2eea38acba12d259986e90d734954",
  "schema": "gridshift.signature/1",
  "signature": "a74ad4849c43c4c0568cec9ee6e481180e16ef25c7bfe22d5a8941ad1feb2fca8cd80ffe7be239320390e14fd0452dd8f895114c73b153723ba8649d6b072f05"
}
