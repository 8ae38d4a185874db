{
  "algorithm": "ed25519",
  "content_sha256": "3d596959dff333f08c618fa84d8adef3fdfd6416c1f54409ae192b0dd2e5d53f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "27606dcea293d752b83c2c21804f0dfb9269c1015d437981b6b3338e5e4a8d01",
  "schema": "gridshift.signature/1",
  "signature": "d55463f50a063de22546f7ba64c6669aff1fbb7ef3c91558a24bd0ccd0412eea990dad0b54464d7d8be093f7be2fcb8efbb6034fc88cfcbce7f13febbf7d220e"
}
