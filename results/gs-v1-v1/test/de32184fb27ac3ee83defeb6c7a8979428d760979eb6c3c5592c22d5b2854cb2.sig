{
  "algorithm": "ed25519",
  "content_sha256": "9a4c060dd00120a7bec8368865d07e949645616da7a2a1dc62245afb5bd76b6b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de32184fb27ac3ee83defeb6c7a8979428d760979eb6c3c5592c22d5b2854cb2",
  "schema": "gridshift.signature/1",
  "signature": "0c8477e7be56dfd93ab04a4e245295d553365a95f1b8dc1622fadaddd35cfaf45ddf956b6ef87513c1b26e31686b06bf70d89438baeb89c342c697a561e97b02"
}
