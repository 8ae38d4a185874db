{
  "algorithm": "ed25519",
  "content_sha256": "5905bd27a73494a9c78d923f527d460701cf8ffc7dd7907d6477e694d8e910c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "489f6126162ea4ad24c026fb0d37743feb14de28b5ea882945723b3fd1e7f3d4",
  "schema": "gridshift.signature/1",
  "signature": "a52739089be42fbeabdb8446c6f3fe7fd434b28d266e2238659274b8298b5507afa036b7ae3f0dbcc561382cc31599b955bfea54d33d0f00486aba695dd46907"
}
