{
  "algorithm": "ed25519",
  "content_sha256": "696b691b8ac574f528e51f86989257090674fe879c0e4e0eb40687b7dd5a48cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c8cc4ef941a4419fc287d315a8a9037c3c140bc8c0287ab3a7ab19b05010ef7c",
  "schema": "gridshift.signature/1",
  "signature": "1a4be490cb0fe5d35ce6b91f5970c869870bcb105d30651d4ead3411a0b62ceb96ad66ca6bafd4c0c2f9204f1f0f6add7597159a2b23c08e09c321f7b552220e"
}
