{
  "algorithm": "ed25519",
  "content_sha256": "acb602707c65cc29ad640cf98e1607364272963d264fd2572256bf6fe6846cbb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ff38b293038eec26d8ebd755b2568d5c6984bbe1acea2ef0ce2b8c19aca33af9",
  "schema": "gridshift.signature/1",
  "signature": "b203e9a4640cc45ba63fcdc0f2780697222a0c49bb6d042e2eaf268b4d70a0f26b243b63f817cc3919180275fb4956a9900fd228674504b892920a254605c007"
}
