{
  "algorithm": "ed25519",
  "content_sha256": "472c408bf6d95334e3a8791d2db09189df61c5f30ff59fbe70013a1a61ff4307",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc4d90791d6647d608213ce221cb5f77cfc22dcde22f877707ddf9a0aadcc828",
  "schema": "gridshift.signature/1",
  "signature": "577b315e5adbfe73a5cb08c79a1cc2c659d7e0f6c763d0cc8c608b8808e1d2af0105edba4d35193e8ffc815e26fea147a6bb45186627d592f9c57ee7c91f370e"
}
