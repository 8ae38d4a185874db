{
  "algorithm": "ed25519",
  "content_sha256": "dd9bcdab6ccb7bfc5610ba2a31c051ae4720cb9a0ad03622b08c09a8cc9247c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fdf9c7e59de74e5afdb93990977f48165a7682d5011119448392948e35c76ef9",
  "schema": "gridshift.signature/1",
  "signature": "3f27a01790e693a0f56ecb1c344af1a7341c9a4a24054a6d21f766819f7aab040e738d0a4e5ab28a8cc3ffcbb51757660c97d1c130c25b7efbdb6ccd04903b05"
}
