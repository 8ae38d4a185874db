{
  "algorithm": "ed25519",
  "content_sha256": "9ddfcff5ab12fe099269a945950e790baf9787494927eb24a9fd25fbb2f33bfa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "00e4cf98accab47220e2e6a8a6637b81e848b84ac1ec533f94c893a257f85c46",
  "schema": "gridshift.signature/1",
  "signature": "9991b0a277bc48c0d96840ad628b0846b4f5c8d955cb3a9114d270552df7fe4b4b45659f72f8cb0125cd41b019dcc16ca05b94fcccc0fa029d6055c58c97d703"
}
