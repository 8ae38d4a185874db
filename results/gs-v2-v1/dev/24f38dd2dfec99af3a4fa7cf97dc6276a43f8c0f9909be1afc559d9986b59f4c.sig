{
  "algorithm": "ed25519",
  "content_sha256": "ee199f351d5edf76426a96d36dda2e068b85f87ff669fe94dcfd647b10186186",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "24f38dd2dfec99af3a4fa7cf97dc6276a43f8c0f9909be1afc559d9986b59f4c",
  "schema": "gridshift.signature/1",
  "signature": "3c02fba637c64a67c1fa10aae08c13acb126af5a6e60604f8cd5c6dee5d78078f3f6d4b80a7b4e0b0825e3705045f975d1e0e5b2d60984e71092811ce167520c"
}
