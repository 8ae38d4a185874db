{
  "algorithm": "ed25519",
  "content_sha256": "ebf26eddc712b1650feba4576e19a2b65df25a7b76a70ebd38667f97c7d4086e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "81da853861ff9c4a60e40be716d1d29026c8c123202b30a54ad28d139eb0172e",
  "schema": "gridshift.signature/1",
  "signature": "77a0eb68a2562830c3f6e5ccc42da0b378fca9a8809624541b9ab87382063408db7618132ce0e23d9002c3605046b0eced49d17caa3f7032d53ef577d44e0f0c"
}
