{
  "algorithm": "ed25519",
  "content_sha256": "393ea7ba4cf2fad03af919a39d6313c42cb725805787358c46dbf0e1e265bb22",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fa550bc0cfc7ae2dffb5f4f52b1157bc83a2d2974d820ff92264c5ea4396141",
  "schema": "gridshift.signature/1",
  "signature": "c60c94c309bad3e75997ed120a598502014cd6a5b928aa12556eba8f1034674acca6158430c23f27e2d09550b482bf2b81a94ffcaabe86e069a257d91385a105"
}
