{
  "algorithm": "ed25519",
  "content_sha256": "f1f04c81af183f5006635b448bae92b8e94e3712ad52d9b6791d1f5d3be5d65d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "08339a28732e442f04ad4e3779118eb80d1e0119c08fd19e688aae8df0a0f931",
  "schema": "gridshift.signature/1",
  "signature": "761e2eb59b8bb03799b15ae0ed6bc56b28c4d3414dcc5ed62fcc3d2b20cb28563b74377c33bb5e246e3941e09a8c5de1fb645bcf11708f8ee688037da549d005"
}
