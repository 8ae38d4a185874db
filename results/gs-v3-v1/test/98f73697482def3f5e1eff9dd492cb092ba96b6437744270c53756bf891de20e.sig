{
  "algorithm": "ed25519",
  "content_sha256": "95255dfcc5b59ba1a3a7227cbdd3ba57211d76f2bd02ddc18432f2fcfdd94578",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "98f73697482def3f5e1eff9dd492cb092ba96b6437744270c53756bf891de20e",
  "schema": "gridshift.signature/1",
  "signature": "5571bd63ac527ba80128f32d49e9084854509cb12ebef25fc6164a753a922d2cc13aac6b71937e12af79a7707aa574ee3efbfa09e76f6594c1dc9a8d2f22df05"
}
