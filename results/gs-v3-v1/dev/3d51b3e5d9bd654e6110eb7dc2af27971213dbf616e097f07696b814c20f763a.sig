{
  "algorithm": "ed25519",
  "content_sha256": "ea71ad714b51b89af0cdb4f8c9dda45128eed7bd3fd9db5bc52703a8dfcd163b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d51b3e5d9bd654e6110eb7dc2af27971213dbf616e097f07696b814c20f763a",
  "schema": "gridshift.signature/1",
  "signature": "58cf2f2fd5c6d1470950861df50deeab6d884c28d7036b80466c0994d67144ee8a251532a419fe057d8ba00a41bfbe38cac5d458e209783ac437934ef28a4a01"
}
