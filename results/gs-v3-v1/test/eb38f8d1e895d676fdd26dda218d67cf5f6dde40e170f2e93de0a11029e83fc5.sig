{
  "algorithm": "ed25519",
  "content_sha256": "3adcdfb49317ccfb1019ef03166786a5eb5f7af0e7644313f515473baaa71e85",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb38f8d1e895d676fdd26dda218d67cf5f6dde40e170f2e93de0a11029e83fc5",
  "schema": "gridshift.signature/1",
  "signature": "a31a68a5336d8e206e16717032eb1abe110760f51abb547fd7b428d3cc876fca21bd45c1fbf9061c0aed422ffa25d6504f85e9057984798feca2965e907abf04"
}
