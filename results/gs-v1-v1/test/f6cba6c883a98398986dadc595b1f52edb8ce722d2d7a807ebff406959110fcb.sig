{
  "algorithm": "ed25519",
  "content_sha256": "3cc938e5874fca4faccd216a0d11ffb3f9c0b36d75a27e93b13386ff111de48f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6cba6c883a98398986dadc595b1f52edb8ce722d2d7a807ebff406959110fcb",
  "schema": "gridshift.signature/1",
  "signature": "38dee9b867f0231019753e502006aa49ccce877f906fe417d80e78f7dafdc99f3022360fbf3ae86556dda58e97cd8c189e44228e14528dd89f465bca74a86c04"
}
