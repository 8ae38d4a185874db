{
  "algorithm": "ed25519",
  "content_sha256": "67277c14e9391fad4ef35b812bdfb4889d0a332530abb79bcdc5b2e43dde1aea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55a792337201c5869464dec5d8a43af79ef54f712addb1ba403e79d55d6b255a",
  "schema": "gridshift.signature/1",
  "signature": "14cef5a32c62ac7d02b43c7b7f8b6f9134c57c9e28598229c31775f018d9307229d567e7c7bb3dbd14ae6715c3a11289a1068e88198711e5d9c33f086a86cc05"
}
