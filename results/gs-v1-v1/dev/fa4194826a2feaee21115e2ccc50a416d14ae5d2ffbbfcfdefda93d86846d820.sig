{
  "algorithm": "ed25519",
  "content_sha256": "0f6ef87ad03340274d5f6ae2119aa3ba189f3f830f40b4818f44910beaccf284",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa4194826a2feaee21115e2ccc50a416d14ae5d2ffbbfcfdefda93d86846d820",
  "schema": "gridshift.signature/1",
  "signature": "a755c4c7127d5f456661fa1dab1847da1167a93f87e603e0c09c7db6ff03e069ac4d5039044315424e03f96c972f0094a27d9895c3c1470d2a1cffb66598130d"
}
