{
  "algorithm": "ed25519",
  "content_sha256": "4d6ec2a224ece865736233b6c9523c93d6b43a7c1ee5d815c13ed46b8ade73fd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb6d3959c5b1eac06a6fbb7a83e5e9759652b73b7c8e574f6ad10e3efed35ffd",
  "schema": "gridshift.signature/1",
  "signature": "0b0d0eb9552fdc630ac1ccebdf45c10e3daf1b66d4b595480554fb3afb7be691ffe642484177d1e3708c48d942c76c2c31f6be946228b71a95224c4723f0d90d"
}
