{
  "algorithm": "ed25519",
  "content_sha256": "949ff0d50efd74871c0741ccaa23aa16f6fd481d64e30749ad9992872de2a575",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "342e2b9ab10ed501028dd7b8e4ea118b79ec2b8fd4fea041208e5ca8382e0dab",
  "schema": "gridshift.signature/1",
  "signature": "e7d87c29c2b5b1c700a336b88546df502c34a12e21c38d876ad3793e8a1fa62feb1c39ce388662f01727178e76c5dd8dfb0848bea66456cec1ef66fdd346f202"
}
