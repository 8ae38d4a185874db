{
  "algorithm": "ed25519",
  "content_sha256": "5de148949c618bc93fdaaed76cb6f2a9ac74f5e77f8172c618d0593e631145c8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f90163ecd9b54d5f7a1be8ecfaeebcf9669ef78bf13f4cc3654b211f8d82fd36",
  "schema": "gridshift.signature/1",
  "signature": "763f12254fdbae6bf748f6eee79ef47200f874558ad7dbd401629d265ce9a261d8fcc9320024ec49adddb9ff053c291a1ac6249d1a05bfcb276b0ae3ff3c3c0c"
}
