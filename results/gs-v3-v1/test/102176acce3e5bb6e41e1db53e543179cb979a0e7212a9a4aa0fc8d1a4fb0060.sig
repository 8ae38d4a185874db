{
  "algorithm": "ed25519",
  "content_sha256": "0d25b3820e8528c8ffe314ac0f566c54ca6f0f9155c34dd62c7576aa3b4dacf2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "102176acce3e5bb6e41e1db53e543179cb979a0e7212a9a4aa0fc8d1a4fb0060",
  "schema": "gridshift.signature/1",
  "signature": "fbb81460f223555537aa91cbc11761165a496b2841833704491389c289c5f84e0151ffbdc4c3e57a671e296d7069b7bf84c0f650460ec75a43b196005a5f020f"
}
