{
  "algorithm": "ed25519",
  "content_sha256": "29f88fbc11899c1d97c9ead79f4c75ad1566f59ab5e249dce8cdecd4dcb2c78f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "655c1dfa40465a2645511768c74f7d285adfbedaea24723b43320573c92755a0",
  "schema": "gridshift.signature/1",
  "signature": "421b8e95a335c97b7a7fbd4b7c003a64ba404e33bd46a060eda822b310694da36345d6f0ec01caa766e64f3569410c64e0b0ee2e767c818d378f02b4152d3f09"
}
