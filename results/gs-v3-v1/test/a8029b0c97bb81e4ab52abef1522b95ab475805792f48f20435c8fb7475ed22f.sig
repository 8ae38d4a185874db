{
  "algorithm": "ed25519",
  "content_sha256": "124409cb2d6e2df721e1cf1c85c8953ca725732e90093ffa5c771645cece4602",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8029b0c97bb81e4ab52abef1522b95ab475805792f48f20435c8fb7475ed22f",
  "schema": "gridshift.signature/1",
  "signature": "e860bd812792b7d3e75e909ae01fefda7e16d8d59e6bc06e1b4a9357fd1827e8805efd60fd89bc6b67f0619d271c4a66a4b2a0c48df5c98346c1a21cf25ef402"
}
