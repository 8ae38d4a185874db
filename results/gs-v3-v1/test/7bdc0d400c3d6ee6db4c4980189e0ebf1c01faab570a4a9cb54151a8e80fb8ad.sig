{
  "algorithm": "ed25519",
  "content_sha256": "8530be3138b1d608ce989b5811a599379bc94301b26b4bf4a15183a4fd95032b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7bdc0d400c3d6ee6db4c4980189e0ebf1c01faab570a4a9cb54151a8e80fb8ad",
  "schema": "gridshift.signature/1",
  "signature": "757efe9a8c1817ea29be99c12c30ca29cc44d3ca83808d037b3fea5b6f6264ecda005326d9eb0b528917b3b9034f562cbbcd01ea4cf8b3668a83511721af6b08"
}
