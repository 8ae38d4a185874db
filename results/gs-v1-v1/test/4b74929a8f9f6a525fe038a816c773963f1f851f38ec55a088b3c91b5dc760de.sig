{
  "algorithm": "ed25519",
  "content_sha256": "d5dcdce0c9f1a8709304746c5332c7ad9e80fb0c16666fe5965cf22d6a7db92a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b74929a8f9f6a525fe038a816c773963f1f851f38ec55a088b3c91b5dc760de",
  "schema": "gridshift.signature/1",
  "signature": "42298609632755aa774a5e6cd8d2480cdb574d5a6768a839b38b493b48baf5647d074d4a25df9004ec80e65cb97caea31bc0e53ae997b345af6a7c569ccfe409"
}
