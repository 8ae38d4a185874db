{
  "algorithm": "ed25519",
  "content_sha256": "3630bfde653e7de5d5ae44de01887ba3467b01cae25d6b11e98039d306156400",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aa7d1d78bbedbe303c217c5ce70c697e91161e289b4416f851ac12773c7d834c",
  "schema": "gridshift.signature/1",
  "signature": "a797517c19da31a371dd6b56ebdcf283f3eac5dfd875814637d88469dc681aaf23fe6a0d41d0582e2f369cd491f4aac5e613e33ea2f787869eaed2334d521d00"
}
