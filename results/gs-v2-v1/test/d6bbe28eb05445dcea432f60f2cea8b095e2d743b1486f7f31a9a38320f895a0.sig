{
  "algorithm": "ed25519",
  "content_sha256": "d77ee93cd9f0a48bc764b5022866786da636c19d1e6084a81120c5dafe68cadc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d6bbe28eb05445dcea432f60f2cea8b095e2d743b1486f7f31a9a38320f895a0",
  "schema": "gridshift.signature/1",
  "signature": "5eda1f5e2f2569b7e5ebd038b58ce4c98b2b7eec92aadf70a64db61fbf370758c569e6c388aef6bba966c5d6220102fc8bd6a741ef06c06544316483b48f9d0b"
}
