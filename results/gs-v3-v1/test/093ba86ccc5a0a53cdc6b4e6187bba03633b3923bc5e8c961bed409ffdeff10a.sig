{
  "algorithm": "ed25519",
  "content_sha256": "22809776bfaa086ce68a5c63cc472f512cdd64d800ce4fc91ffe0e16ffedcf6e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "093ba86ccc5a0a53cdc6b4e6187bba03633b3923bc5e8c961bed409ffdeff10a",
  "schema": "gridshift.signature/1",
  "signature": "30f6f357a603df9c1d88fe14ee37677fd4c298d082eca3fa5febd92ab048161a7b58ef3266054a0f5f45986c5ecf3109d89c3abfb2ff9eb35d5236e43fa4460c"
}
