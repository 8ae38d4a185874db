{
  "algorithm": "ed25519",
  "content_sha256": "806cba267ecb7e286068ed6bf51fc21632a5fc11ae9145e812135b9561fcba9c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "29b4054ddb7c8978dd655b55d3bafae017588356dd7a3c23554f689ffd1b6f54",
  "schema": "gridshift.signature/1",
  "signature": "11613d01ece654d9e243e3707017b298cf6369f5a4a9d26cd37e1c0a98e6ceb8d5c742bb468f7e9067efb5bf9a4ff172e3a921553009de4ed018eb1f5a65070d"
}
