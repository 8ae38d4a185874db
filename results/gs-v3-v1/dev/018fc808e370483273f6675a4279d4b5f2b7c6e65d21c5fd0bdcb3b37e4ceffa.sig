{
  "algorithm": "ed25519",
  "content_sha256": "adefdfc00c21cede50d39e26c15703fc6ee2e33a1f57cb364240974436c8ba49",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "018fc808e370483273f6675a4279d4b5f2b7c6e65d21c5fd0bdcb3b37e4ceffa",
  "schema": "gridshift.signature/1",
  "signature": "7b9ae7c5881bc020919daba296ed874aea575722644d5574d12b214eec23c8ba696f965ba6b79df00cdfc22239d45c047557e8202bc09e9c9799a0646d9a4c03"
}
