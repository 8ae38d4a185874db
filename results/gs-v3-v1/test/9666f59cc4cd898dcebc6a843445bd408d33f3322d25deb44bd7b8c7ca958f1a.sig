{
  "algorithm": "ed25519",
  "content_sha256": "1eb9bef7f35e784d5276bad649b601468f670e3270bcba282a3050fe7db19d51",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9666f59cc4cd898dcebc6a843445bd408d33f3322d25deb44bd7b8c7ca958f1a",
  "schema": "gridshift.signature/1",
  "signature": "510d88db66737ef4355bcd37c745111b583d4f774464addc8b54f743cc82b8fb2ddf04468e2a5b4dd34f7d73d96d0354a756f0e8d28e7cfd20b49d4426d9ee05"
}
