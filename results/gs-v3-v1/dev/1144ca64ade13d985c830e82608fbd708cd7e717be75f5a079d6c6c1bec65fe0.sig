{
  "algorithm": "ed25519",
  "content_sha256": "f8921b51aef6efd9a0e07d65e2f9fbf410406a0256570537c465df3b77154497",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1144ca64ade13d985c830e82608fbd708cd7e717be75f5a079d6c6c1bec65fe0",
  "schema": "gridshift.signature/1",
  "signature": "dc8db2373c1c3d865a13994ba99eac3c54bde3a1109e903f7607bb1281f2e6c2dae387b7801af44d74f432615f7902f02b3dc0b07a54935fca28fb6d228cb704"
}
