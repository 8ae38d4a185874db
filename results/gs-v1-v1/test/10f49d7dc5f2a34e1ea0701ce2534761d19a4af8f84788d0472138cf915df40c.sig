{
  "algorithm": "ed25519",
  "content_sha256": "39691b9decd65b89aef4f594dfa1c884cd9eee4726e79ec5c20473d04cadef91",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10f49d7dc5f2a34e1ea0701ce2534761d19a4af8f84788d0472138cf915df40c",
  "schema": "gridshift.signature/1",
  "signature": "d100bbabaa34a99a19eeac11dfa07b620de1b156282e958ece0c94c11a1d1f44c678baa09d349db6d31a7b9b5489c1a170fc952722a4d2d574ee6c1a676e820e"
}
