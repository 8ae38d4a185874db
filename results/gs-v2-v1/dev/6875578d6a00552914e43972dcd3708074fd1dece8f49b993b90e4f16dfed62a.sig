{
  "algorithm": "ed25519",
  "content_sha256": "c11730e6e1f4945a8886e1b3c0ff65cdeb4268ad032957d18cae6e3cb1586c4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6875578d6a00552914e43972dcd3708074fd1dece8f49b993b90e4f16dfed62a",
  "schema": "gridshift.signature/1",
  "signature": "98342a8a2c978d17d37024b81650bb3fcbd63f4e28e16668c370e226d55a01f5c4a79af427c623713d51e3be97ecf8c0d1f321059b41d178392b9d8fc43eae0f"
}
