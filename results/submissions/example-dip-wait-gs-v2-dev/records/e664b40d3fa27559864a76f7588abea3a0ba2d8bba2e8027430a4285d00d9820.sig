{
  "algorithm": "ed25519",
  "content_sha256": "f34077d4c8cab48fb426324d63b2a98ff4b6d2b62bd65cf23987e5f005fe7ef7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e664b40d3fa27559864a76f7588abea3a0ba2d8bba2e8027430a4285d00d9820",
  "schema": "gridshift.signature/1",
  "signature": "5640be51b51451b92f8b4d49fd37803244a71d4695fe6e6fa3e0d8dbafc7e26fd01a74b4bdb8cfa4e0835abd5888d97e53c31b4c8b91c0b1bbbdafac9f10840d"
}
