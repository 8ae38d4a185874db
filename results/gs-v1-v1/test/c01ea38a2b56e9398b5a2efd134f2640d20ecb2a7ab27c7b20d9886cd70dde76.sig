{
  "algorithm": "ed25519",
  "content_sha256": "cc04e382ac72f78674b017c914ad22e3570b3977f9ef3ec01b9182450ac02a30",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c01ea38a2b56e9398b5a2efd134f2640d20ecb2a7ab27c7b20d9886cd70dde76",
  "schema": "gridshift.signature/1",
  "signature": "27c79a62d0f5d8af0d750eb91abacfbb6501bda9407c77ffdcc021113512a460a6b52327fb8048fc9f2080f52f37bd59adb34ee6f78d33cd14b4f1fc3232e00b"
}
