{
  "algorithm": "ed25519",
  "content_sha256": "c0d9dbc40a9e6d6be5971b190b5876b6eb165662c08f2672c093cd4e5ddc9247",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dceb8bc17b18e9fa0511e9d6d9a5036d7ab98d508493e5392b61555f4589adfc",
  "schema": "gridshift.signature/1",
  "signature": "ece8faab5d627282c1702d0436f1a631c849ea52777414f97b814556802ef87ffd0d39dc551453c5bc73673e315670b67b81491f430e6c138bd2d94ef91ba200"
}
