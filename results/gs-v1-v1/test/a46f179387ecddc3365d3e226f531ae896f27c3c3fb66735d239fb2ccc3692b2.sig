{
  "algorithm": "ed25519",
  "content_sha256": "627a5bcec84e24b3159494e7b766254906799a81d598ef6eeb776869c9ec41f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a46f179387ecddc3365d3e226f531ae896f27c3c3fb66735d239fb2ccc3692b2",
  "schema": "gridshift.signature/1",
  "signature": "159eea155f7b4b4087ac6fb73ac681e5e33231db0b0d83286353f3831bf599acbb4c8b9a6f98b5758e9e2cbc6cb7dc4d0aaff0307111e8be62797180d456db00"
}
