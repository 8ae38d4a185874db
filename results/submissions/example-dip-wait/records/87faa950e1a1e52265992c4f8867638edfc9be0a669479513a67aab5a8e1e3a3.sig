{
  "algorithm": "ed25519",
  "content_sha256": "f80a7041a5f50a55c554827c949985bf2a6054270fc7fa1c6a37839231cbf2ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "87faa950e1a1e52265992c4f8867638edfc9be0a669479513a67aab5a8e1e3a3",
  "schema": "gridshift.signature/1",
  "signature": "04138c12d726cf976575409ed563a20ac5caa15c12703bf14f0134db11bc52f7969f07ffc01608806540f865ca1313a2ce2ca4dae5fc270d2b79df9ca7dc7406"
}
