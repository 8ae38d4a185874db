{
  "algorithm": "ed25519",
  "content_sha256": "f25ca5bb791cf27e68cd4d2e9040c25e0e5429004466f900e9581a5e17cafc30",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d771267a5f90d599c0cc65b326cd5bc8496cc2c3972dbafdf3a16a3c8144051a",
  "schema": "gridshift.signature/1",
  "signature": "00abf26ee190e018954eede4fdec922e2320346f08fc8ed62a7be8b9c408b2d9c5099a393610ef46f30f4ce8e3f26abb0b47a0f1508c15787991cbeb0c13c200"
}
