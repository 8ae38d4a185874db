{
  "algorithm": "ed25519",
  "content_sha256": "4cbd8ec2523eadccfc108795049a75f8aac5b655ee7353c8aceeb3b749a4ea53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6f147f013f04339c7288b626ef14193d2493e72b124fc8e819b7efdba940d456",
  "schema": "gridshift.signature/1",
  "signature": "d60b43550eeb4c9dcc4672c19b174efe7e31283ed68a0a69f89561dd6926b4c0faba9ddc64d1275c0a30ade916da378c065187b9fb9308005620e2bb4e3be80c"
}
