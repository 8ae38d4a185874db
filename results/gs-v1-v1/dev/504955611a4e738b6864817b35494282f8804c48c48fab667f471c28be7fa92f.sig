{
  "algorithm": "ed25519",
  "content_sha256": "e1d97d7b868e5ec4861382012454f47d3b46d1fbce656a7542e06c81e6ef21e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "504955611a4e738b6864817b35494282f8804c48c48fab667f471c28be7fa92f",
  "schema": "gridshift.signature/1",
  "signature": "b939b2f76dd45b6ba93bd81dd7acbea4c33cea5905cb55d263c4b3b1cbab302959d2d33cdee7d8e008b7b7fcbdd7bf128acfb34c3207a1be149ebdb67275530d"
}
