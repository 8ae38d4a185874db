{
  "algorithm": "ed25519",
  "content_sha256": "efbb67c3afbaa5a3bc4d3fc97b3db3c9143c63e91f85ae6132e6e30ecb02cb53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e411ca010e7e3529dd46aad117664cd79081833936afbda05b5f06ec711410fd",
  "schema": "gridshift.signature/1",
  "signature": "30e873ec74bc66c13d2dee74bc1fd72081f0f5d104a82769c348eb60fdc966c323e0ec2d64710f75d6409803a03123ebb53cb1962cc9f2b75f968d6c1a8e7002"
}
