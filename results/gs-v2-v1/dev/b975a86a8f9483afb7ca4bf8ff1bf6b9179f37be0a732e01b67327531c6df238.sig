{
  "algorithm": "ed25519",
  "content_sha256": "463369ea9b7493a84a51812fe5c89f9b1a3eede833ebba0f389aa7bedfe24be1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b975a86a8f9483afb7ca4bf8ff1bf6b9179f37be0a732e01b67327531c6df238",
  "schema": "gridshift.signature/1",
  "signature": "c5c40f6f52c4d883d85b5527578c4afb82c3fe84d4c7115e59783e76614a0995ca1f14c8bd5502b27345e08f81b95ed3879d41486228faef6c4daf100e5d450f"
}
