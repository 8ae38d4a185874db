{
  "algorithm": "ed25519",
  "content_sha256": "53255de40f5acb124ad4f27d949dc8927c23345215b4fa2ed58b5f0f41504220",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fffbfd76efdf5a9a1b9f0faaea8a026f2244149623b23db9f2b845cc9d5d35a3",
  "schema": "gridshift.signature/1",
  "signature": "fc0b729711947779374785d546a96a17d98107abd92a874dcc64d1cfdcdbf22fb90f50b638cfa48c105b8ff0fbb1158bdcb55a81c60ac857a83984f0f4604400"
}
