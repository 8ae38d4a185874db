{
  "algorithm": "ed25519",
  "content_sha256": "6f7dcd44f095439cb192ffde181274d84c630f724574b0786a1c904ab658c8a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "201c6f07ae68fbfa3b640c7ea5342396db7d8ff98fb22352d9fbc3dea3889bd1",
  "schema": "gridshift.signature/1",
  "signature": "73bb05ac17856ead8b667e3953c5b1953ec440d9f67a46e8291460f2afe7aa412d0dcc56535f17ebbe32ee6218a18ad738b0165178544f73d35bb04e808c1505"
}
