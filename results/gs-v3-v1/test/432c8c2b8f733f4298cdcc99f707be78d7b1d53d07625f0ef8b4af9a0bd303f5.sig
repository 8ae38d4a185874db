{
  "algorithm": "ed25519",
  "content_sha256": "8e9ce1a47723255f860923459bdf3cf849a4174f91d5b67d08f626001c704663",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "432c8c2b8f733f4298cdcc99f707be78d7b1d53d07625f0ef8b4af9a0bd303f5",
  "schema": "gridshift.signature/1",
  "signature": "25db7ca63e85fe16f394f5a09e7f0c62e67cd0971044379d83d8650ac37c322f0fed8254e6b0b80fcb83abbf091becc0b763a16fd5f9e9dbd467dc4fc51d1804"
}
