{
  "algorithm": "ed25519",
  "content_sha256": "8cfe8e155d526df7980d0a48b21623f376f8e9e6087122560805a701db6d7401",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b0c807f6a657a2ed99f09f9da15b25b74d679d53fc701164e9fe18dcd671cd32",
  "schema": "gridshift.signature/1",
  "signature": "11c29911de5aaed2abb8bd5318fe7a0f82a919bf35095dfb623a454022680c57ceaf919dbf31d4887c5bc9c633289a6bc075f0dd2ee0dc402a1af59cfa19c103"
}
