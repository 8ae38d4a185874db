{
  "algorithm": "ed25519",
  "content_sha256": "7ff3fef43a53f022334c2bef30fc42564586adeda6aedbacbef95688ffc1199a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0a659d48fc4618c357180c58891f870e66915a43ff018c9ee85d6479affa28a",
  "schema": "gridshift.signature/1",
  "signature": "dff9ddf86ec3518fab6a8d6ca9b3f6b6d57074797481efd911baf031acbf950a47d8f3643bdd461f949f9a8cf724fbbd9c7dc0bd475478374857b8c969d13d02"
}
