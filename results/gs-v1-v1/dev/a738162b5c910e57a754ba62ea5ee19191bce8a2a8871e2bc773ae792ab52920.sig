{
  "algorithm": "ed25519",
  "content_sha256": "96d89cfdba8f6f10d4fe0d7d172b81f7255f321445019fec801f54bc2a29d1ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a738162b5c910e57a754ba62ea5ee19191bce8a2a8871e2bc773ae792ab52920",
  "schema": "gridshift.signature/1",
  "signature": "b7f53c547960e5cd04de6ebfe4bf929ed0459b1d29e9580d8123661294ddd746e733546e8327d76132ee0a9d79c11c46565cc0f4b0443e26c74e136f0c245606"
}
