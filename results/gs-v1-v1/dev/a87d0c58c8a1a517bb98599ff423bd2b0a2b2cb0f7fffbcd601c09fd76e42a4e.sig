{
  "algorithm": "ed25519",
  "content_sha256": "2d236a86a413d08400726c180561ad04ed7edad96d6bfb106061c8a665e1a1ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a87d0c58c8a1a517bb98599ff423bd2b0a2b2cb0f7fffbcd601c09fd76e42a4e",
  "schema": "gridshift.signature/1",
  "signature": "8a1521606aad884f4999a6bf36f6253df049b91eec813a33cb8380cc1bb507959f5545e4e1f66088966ef24d0b58aef8aedc538779bed6be08a2e6e3608d4b0b"
}
