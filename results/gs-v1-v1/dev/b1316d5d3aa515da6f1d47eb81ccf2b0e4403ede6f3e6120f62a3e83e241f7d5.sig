{
  "algorithm": "ed25519",
  "content_sha256": "1326e8edfcca57700222e4dc3e9af00198c1be98e1ac9e3ce015e95363a81622",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1316d5d3aa515da6f1d47eb81ccf2b0e4403ede6f3e6120f62a3e83e241f7d5",
  "schema": "gridshift.signature/1",
  "signature": "9b7529126b443f1aabc96fa686cb977c1bd1ed18161da414dc8e39a75e6fc929bf1eb8c2edea7571db0e41f3ec48c1c14baf1a0658dd4b04526df2286eae0900"
}
