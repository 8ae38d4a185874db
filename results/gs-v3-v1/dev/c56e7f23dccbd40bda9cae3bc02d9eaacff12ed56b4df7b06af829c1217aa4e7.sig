{
  "algorithm": "ed25519",
  "content_sha256": "d91332c0ffca7f82fd7dc21a01b17516cb45d1c5b646077609b518bc6883ec5f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c56e7f23dccbd40bda9cae3bc02d9eaacff12ed56b4df7b06af829c1217aa4e7",
  "schema": "gridshift.signature/1",
  "signature": "5de4091f278c17fffbcc92344dc817406a289e23e9bbfd2bebf4ebc8f445a2f7c7423b2d70c5723536905100db1cfeae2b7a43dec16b3781b2042f17f8bc5803"
}
