{
  "algorithm": "ed25519",
  "content_sha256": "c88eab71fa498462965aea5212414a593fc43cac50d9ce44e4f0c75fe79d502e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df0d5bc8b7e096d3c891bc68095bc15b0d7f1eccdfae5d66ce0c16f842320786",
  "schema": "gridshift.signature/1",
  "signature": "fdb0014e0b43b06c0bf91d17914aef496c0501235a8eee95d3991df5eccd919f7425d2c1905a6887fc8dd594b0aca340091f75c11ca8feda794d241482076a0d"
}
