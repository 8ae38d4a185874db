{
  "algorithm": "ed25519",
  "content_sha256": "6e38d5684b9d8a79461bb1fcd638f1a57788c94b3583e4cddd00f1b82f5c9588",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad6aae29dbb5ae9d0f142a4003bdb1bc7ccdc85c0f73b23fdc70dc92eadeeac0",
  "schema": "gridshift.signature/1",
  "signature": "c89542919e4dd9286663f3c7ca75dcccc6578cd385ff9bdd830a2cb0388ce99259c3818f170a2787d8025b776ade33e2c636483b7ed70ebb532c6310afdb4501"
}
