{
  "algorithm": "ed25519",
  "content_sha256": "d559e3cdd74e5a4066762360a4810373e355ffacbf12c9eead11a3bbcac04c1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "051f15907da6e5305f045c4490fb54fe2d073fdbfe08280e8e4549ce05089ec5",
  "schema": "gridshift.signature/1",
  "signature": "98ec847f7d4471af17dd53b00b60c90eebebddaa29537437f90514fce40b4ad0ce96624c6a67e49a137a516fcfb5f44fc339a1b2673b5dcbc1938be76f205a05"
}
