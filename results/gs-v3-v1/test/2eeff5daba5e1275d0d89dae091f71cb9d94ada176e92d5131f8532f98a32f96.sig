{
  "algorithm": "ed25519",
  "content_sha256": "03bf3f07d2d9d2446f23b9ba3ef0b4c0742ce5e665a8b5ed1ccd54a55f508be0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2eeff5daba5e1275d0d89dae091f71cb9d94ada176e92d5131f8532f98a32f96",
  "schema": "gridshift.signature/1",
  "signature": "cfe7d76af475ff0a4f64bb78b7e863c087fe58b11d5b0bd6e6fa13c1ca6bd8fb807f04310d1d37c9765254a0d4ab8762a9e4d49f50afc9ddfffd2dfc1262650e"
}
