{
  "algorithm": "ed25519",
  "content_sha256": "80573cfdb6bbd60da19843a60557b17a72ff02ebcb4344215c8389d100aff656",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "74757322b69be8c1cd76ade060d4b37c88bb8c5be401997367a840cd0dc6ec1a",
  "schema": "gridshift.signature/1",
  "signature": "0f628f1ba2ed074db5c66ce8e63ab4f3016241784d18f0bb67839abd9c8a002d6885e436c5a9b0e04b5ac8ef06f44550ab9e9d49494e3e942d59ebd0d1565e06"
}
