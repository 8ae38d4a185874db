{
  "algorithm": "ed25519",
  "content_sha256": "213fb6ebc8151ddafb2cd05f266df7444c2c524bddcd7b9c0d19ff5da9217086",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b9130a6ba65aa767f1f32cdfb71deb3b5aed7feaa4562aca1f5dc21e1aaff774",
  "schema": "gridshift.signature/1",
  "signature": "931d38097dc2fc3c914225ddfdb7ac7bfda10dd8b05abed5c0d137d8f134bd4940b740badcc156b1936d16f795c2521855a5c89a4d880c151be4c599ff4fb40a"
}
