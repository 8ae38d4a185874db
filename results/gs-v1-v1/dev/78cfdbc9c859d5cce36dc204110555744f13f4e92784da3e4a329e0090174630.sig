{
  "algorithm": "ed25519",
  "content_sha256": "f5c3a730e8202921f3e85fbe70eb9f50a34488fd24ba94d290aed6a2bce63ccf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78cfdbc9c859d5cce36dc204110555744f13f4e92784da3e4a329e0090174630",
  "schema": "gridshift.signature/1",
  "signature": "37a1f636575bf66f22b596373c2b6791daf0c543fb9013f552de8d4d851dabd34902f7c385a59c45a790386b950df306fd7c4d221d39cc14f0d9e2cd79777d05"
}
