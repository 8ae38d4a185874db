{
  "algorithm": "ed25519",
  "content_sha256": "4f5646400fae6b4da37ad87363852d7484e83a44757b9dc1015b9132423701f7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b052862ebd5d4541a9080f2db68929030d35fe2be8a50785bd27b60de5abda0c",
  "schema": "gridshift.signature/1",
  "signature": "8b095ab174e50c74050fb8983f66c1f60de6ba0eaf35db5c78c286efcabf1c038d528ccce5df87a4473490bd04152ac307dfb33ce4d61b03fc219984dc819502"
}
