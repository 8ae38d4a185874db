{
  "algorithm": "ed25519",
  "content_sha256": "35a7c508bc765f1ef97130fe6ead0788672dd36d40f9a7e583dab38f239cbd26",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "704b7917c3b3d9bdced3d425efff2e4edc3c14d865b91bbc68315be5706ff171",
  "schema": "gridshift.signature/1",
  "signature": "8313b7f33d55519438ec6f86539e030d1276d10caa6b96af8ebe885cf63c001ec4a9bbb6ff3488930ce18a2b59a3761dde10fe629f94e16772a04c06d768550b"
}
