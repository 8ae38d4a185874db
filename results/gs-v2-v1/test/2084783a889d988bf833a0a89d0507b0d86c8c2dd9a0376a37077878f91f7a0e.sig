{
  "algorithm": "ed25519",
  "content_sha256": "6ae8786b0bdfcdcf9ee5ebf259554f5afffb3382f4a95fa68d75e908d10e56d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2084783a889d988bf833a0a89d0507b0d86c8c2dd9a0376a37077878f91f7a0e",
  "schema": "gridshift.signature/1",
  "signature": "3988cc6595f9b7c8dfd3534bd1a8c63635f739c1cee4aa24c15036a18eaa94d26c078cf32be9d1bb4255bb7359deb82879ca6e5298f88fc4d479d8a541d64604"
}
