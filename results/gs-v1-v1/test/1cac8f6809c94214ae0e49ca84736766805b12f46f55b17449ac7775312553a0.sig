{
  "algorithm": "ed25519",
  "content_sha256": "b1baab7700ed1b27cfd845534695b652084ceb52002939106dab38cab2ae389c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1cac8f6809c94214ae0e49ca84736766805b12f46f55b17449ac7775312553a0",
  "schema": "gridshift.signature/1",
  "signature": "a05fa1f170f8554f2fce34d57f38ef12715badecf15d2d603050747560f68885f3b43a1803a7fda608b7c0c06b4fdf684de975174fba3b2cc4648ffe2756d40a"
}
