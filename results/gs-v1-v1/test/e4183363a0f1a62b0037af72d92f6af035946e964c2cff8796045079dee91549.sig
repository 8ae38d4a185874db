{
  "algorithm": "ed25519",
  "content_sha256": "9ff3f7b9347b29c30fef4a212830030159f733d174de065ce75431cfbb9ee63f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e4183363a0f1a62b0037af72d92f6af035946e964c2cff8796045079dee91549",
  "schema": "gridshift.signature/1",
  "signature": "f7699ba4f0899025d0d0a6c30aa4fe161c6dc560b05257989fd53bac7c70322efd8dc5498185120adee697032c7fda768d5aa677d6b6c6556d36e2ace756c90c"
}
