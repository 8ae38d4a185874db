{
  "algorithm": "ed25519",
  "content_sha256": "58cd00d458f31fc6d71975e377386358401ed9d723f74443450dcc8c11c3e17e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9052e5d30a7e46b7b639fdd38a8e07d1a71af711aac247f3d7a4bba79502140b",
  "schema": "gridshift.signature/1",
  "signature": "c224b03dfe74d19460861232ca67c374eb671b0f97f7b99ff8f0323b709eb99dafd120a189bf354bfcf75ecb7055017c4de2eb08d1bb5851e9d831ded471c107"
}
