{
  "algorithm": "ed25519",
  "content_sha256": "789e14e60ebd50aef0d3c0fab902f93c6cd59789b30e639191e51a73630a8f16",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a6bff5e9af37c7d3a6cc30c3465a94a7af3caab19c26e459f9c447299662ec6",
  "schema": "gridshift.signature/1",
  "signature": "da22cb2d9d0bfe9f4efae5ce50160598ebdd7058fd99705fc9f412c09e6951bc6c0f2b41c5ef7c5d9c7a8f01cfbff7fb20b833f300ca7f765883992e42fe370f"
}
