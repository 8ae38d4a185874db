{
  "algorithm": "ed25519",
  "content_sha256": "202d38ea2c5040b3de04d475f9c0ddfe4c271365023df6c741324790f82e2a62",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "08bbfd6676de92aa49cec09571f182d2f6cee6e2ed3f07579149131ab7f9081b",
  "schema": "gridshift.signature/1",
  "signature": "5173ca42e4b65685406044ece89c87ff44f8e5c23ab7b10b31d9d7b2e23c2f7ee190c3832cea36048e3029fff4d1c4ca921e8ba01dcc743f184e20ff0d42c20d"
}
