{
  "algorithm": "ed25519",
  "content_sha256": "f7f9af4b275e2f33ed3acc2055658ae2119320708dada5e9352be24c8751de83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b2acb993015864bb588830af7a0427f020ef6bbda03360d4901fd5d46a44fedb",
  "schema": "gridshift.signature/1",
  "signature": "890a8724bfa59d0541455f41c2befb187b21ad02f15ff88dc289ae4623423ede035e7248cc62c3917944b11d4a3a18810997588b883ef57865d89cc658a3ee03"
}
