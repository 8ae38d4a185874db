{
  "algorithm": "ed25519",
  "content_sha256": "09cbddacad6a0b7f24b6f071465545a1b5be931b9d9764fad5fde78d2c273f6c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83fbeb6f1e9e72caf288781e229c88cc58488c166ad2215f51b3d1bc4c72e56e",
  "schema": "gridshift.signature/1",
  "signature": "364987277bc894f8c6013db6374ca26f8bedc14c9e5a63742b6dc987224613ea599aec9d5f2645e8dcffe53aaf2c166a35c800192ec95a113448c29816e27d09"
}
