{
  "algorithm": "ed25519",
  "content_sha256": "ffad989200c5b938194a8d72adb5951cba119472cce32e43929100a6df567971",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5bef85a58f5ee7b3e5e07f014a8b329cbfe958ac7a0793507d717932f21bae54",
  "schema": "gridshift.signature/1",
  "signature": "ae296b1b0f1d5db6a6e16a6b49e4f15b44abae41e6974e52c4856f96fdc5e58fdcf4d888442985d142f4f5054999e628a5816e817a4845781d0247b3d60d4e09"
}
