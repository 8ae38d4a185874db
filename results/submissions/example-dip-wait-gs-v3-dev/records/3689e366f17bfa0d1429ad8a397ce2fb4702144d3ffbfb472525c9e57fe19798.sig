{
  "algorithm": "ed25519",
  "content_sha256": "baa0d1fec3a7c4796dc891bb32f99d3f52d7eddf26b9b1d2daefcf2243b4c7d1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3689e366f17bfa0d1429ad8a397ce2fb4702144d3ffbfb472525c9e57fe19798",
  "schema": "gridshift.signature/1",
  "signature": "694b24619e1b19ba7d4c109b4576748864579e8aa7bf30bd01588dd05e90d30bcfb70f5d9cf2139de550406728a43401ee9fa6a3cfb34be2c04f860af01f4b0f"
}
