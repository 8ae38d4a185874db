{
  "algorithm": "ed25519",
  "content_sha256": "fb2d185b475c6e05bab33d9600305a7e760705b5cbf2b958e4d3001be863674f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fc4748cf252b9bd0d1b6e3dec5933a8817727adf7eb6edc853ecfd63ee3059e",
  "schema": "gridshift.signature/1",
  "signature": "9c4a4ff795174dbdf53440a3036b5479230055ea000d75213a86399626201f3623539dad8123f0041fcacc96c665c42fb612041175f49014fc0c3f7a5ca25a0d"
}
