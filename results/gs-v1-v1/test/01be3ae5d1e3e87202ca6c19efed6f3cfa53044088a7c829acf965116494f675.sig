{
  "algorithm": "ed25519",
  "content_sha256": "0117d36431a3e0764477019387d8ffc12160c17be1fabe274ae16a5f09f80f1c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "01be3ae5d1e3e87202ca6c19efed6f3cfa53044088a7c829acf965116494f675",
  "schema": "gridshift.signature/1",
  "signature": "3c3d9978169f789d5547d010eda8e98c9b2ad5fab0eb2528f41a9f4d1a575fd0e8a80712a7de42678189ee8356b42cf1290a8c7575118ff7f0c6647b083f7a00"
}
