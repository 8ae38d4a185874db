{
  "algorithm": "ed25519",
  "content_sha256": "695a88d0119e8945821f0965effc999608a731995fd85315a306f8f6c305e2df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f3efe8e287f875f4c9960b1fb04e91f0b926302d34552af2ce4cbe142963f531",
  "schema": "gridshift.signature/1",
  "signature": "616230ac931542ebfeed4bf30120eed42bc0f47864aba0f984d7204fbca416f0ae056af645a59450f7ab721fb2385873188121cf4ac8dc1098e324cbd15abd05"
}
