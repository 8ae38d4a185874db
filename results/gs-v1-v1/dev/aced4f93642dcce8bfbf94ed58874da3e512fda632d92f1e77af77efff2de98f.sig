{
  "algorithm": "ed25519",
  "content_sha256": "ea6387fbc4bb72c95697016149b963d43a332184860787e1da3ec713fbb2d02c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aced4f93642dcce8bfbf94ed58874da3e512fda632d92f1e77af77efff2de98f",
  "schema": "gridshift.signature/1",
  "signature": "841368e7a33723e1fa4919337144015c9cd8b758e479473386a6c9d3a3101ef93f6d2df5b1e13cac02fed9f7d5e88b23a49a874956cff8928eddfa6f04d2fa0b"
}
