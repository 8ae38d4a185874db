{
  "algorithm": "ed25519",
  "content_sha256": "a8f96eb12749a9d21c20bb58aaa0e168b451c3f4f9eff39c3a67f0fdc96b7d0e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d76c83a0250beb0b53a1bae844dd29249fd9e546f648032e627c390d3d703003",
  "schema": "gridshift.signature/1",
  "signature": "a62f7d6e52b1cba3661918edf27a73b0760cdcbbe60c7aeeb94cbcc96d9d1bfd729c27b72c1cfdbb58a3848916aeb74b3e66d49965d3b73c612253099b057d0a"
}
