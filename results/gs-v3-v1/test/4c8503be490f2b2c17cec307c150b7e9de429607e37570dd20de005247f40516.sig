{
  "algorithm": "ed25519",
  "content_sha256": "af436cb61a31ae39dbbf33203b8f49bec91f3e894cf4b429f4844938a83606b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4c8503be490f2b2c17cec307c150b7e9de429607e37570dd20de005247f40516",
  "schema": "gridshift.signature/1",
  "signature": "f5f965993d0633aedf9721116bb1ea0c66cf8f34fbc6e3116d1d85e4188daf7f27b6e22ddd70a7ea115ed5026a03df7e2d2af3072744502591a04c7546039704"
}
