{
  "algorithm": "ed25519",
  "content_sha256": "4f17de794a0fb6615b44099a28ef73f828e2bca4db899207e89360b389cdc8ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c8b0de654250d44d86e1e652fca7491bd96ca65970df3aa64c4e463dac495907",
  "schema": "gridshift.signature/1",
  "signature": "f1220b3517b4c055d5fb1aa41b7749e27e2942020ae3bc97a2a2b28b9a10ce31f0c15f6d8a2dd7c4a4ce5354bf64442eaf1024bdb2c78d06ab40cf85f9f9f806"
}
