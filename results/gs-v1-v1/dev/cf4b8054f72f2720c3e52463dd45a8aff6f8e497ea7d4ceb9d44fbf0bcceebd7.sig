{
  "algorithm": "ed25519",
  "content_sha256": "b5a06801d2cd52c73297280a8da064d8001f1b5788606924dd4577ede8ba2b0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf4b8054f72f2720c3e52463dd45a8aff6f8e497ea7d4ceb9d44fbf0bcceebd7",
  "schema": "gridshift.signature/1",
  "signature": "ebfd300cfd0d9a34cca10502b3954f157602861f3b3a70598c4c9428c06f5863066dcb6736f63c2c0a3a2013c435f335945f13f86b825ac33865129b0cc33a07"
}
