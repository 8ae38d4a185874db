{
  "algorithm": "ed25519",
  "content_sha256": "7e3424074567201d3f0daf5df86dc82179da33e7790da7cea35db7a38629c0a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5179652bcaa57ccf19cae912fbe6ebc1075d1a663b797e00b5e8093d87e8cfa8",
  "schema": "gridshift.signature/1",
  "signature": "a7ec4dcfe12c15d53ab2e2001c532f6719d7cb7d25f3a4ad674b695c5b7b0081f4ee64268bd19042b789eb1716dd18f4e96a1fb41799acc828e4171f1d0c7b04"
}
