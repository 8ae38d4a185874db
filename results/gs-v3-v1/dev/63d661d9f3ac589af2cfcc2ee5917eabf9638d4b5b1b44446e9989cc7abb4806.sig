{
  "algorithm": "ed25519",
  "content_sha256": "8ab4095593565bf5cb17bd2aea57f2051b674ab9481bdba52f36808c04a33220",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "63d661d9f3ac589af2cfcc2ee5917eabf9638d4b5b1b44446e9989cc7abb4806",
  "schema": "gridshift.signature/1",
  "signature": "286cb867dbff432d55089925a0d58476d17958dbbc289aa48c67c3bfa93d798cd0cdb6e9e8180842889d7adcf66c40d77ba0ee143d0c9a037538b7d1288e5907"
}
