{
  "algorithm": "ed25519",
  "content_sha256": "bbcb51ead829ee9aeb1e6adefa54220f0edf35a762139c5749413c6ebb919673",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e3a17ed5b314e4629cb965df47ce27782fb9bf0de6e9a695c05bf14e99577159",
  "schema": "gridshift.signature/1",
  "signature": "68385b1c999d355b6aa6ec11324a8e2718d9e5213a9fd91b480129095de85bbdbcf48ad7106bad5d5321b844786a806c929a9bc7f4cfa2a2a1d337e202b0cc09"
}
