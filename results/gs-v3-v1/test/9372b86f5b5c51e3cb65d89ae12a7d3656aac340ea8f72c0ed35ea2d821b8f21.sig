{
  "algorithm": "ed25519",
  "content_sha256": "be4662a98250435c185aa0b6eca0b32da7720b703b5af1ff0e1112adc20d4d43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9372b86f5b5c51e3cb65d89ae12a7d3656aac340ea8f72c0ed35ea2d821b8f21",
  "schema": "gridshift.signature/1",
  "signature": "cff58a78c1f73b9bca26fa7585178b27d119e86f97177c596bd951ff235a9af9863d7ff6d91b66791107e9ecf0a482ff072b66b594df283d0e6d244ef8bd0c05"
}
