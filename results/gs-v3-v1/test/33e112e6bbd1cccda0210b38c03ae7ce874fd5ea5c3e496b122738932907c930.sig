{
  "algorithm": "ed25519",
  "content_sha256": "f20a9772f60e6cc4597fde76de2362a467f4996803a821045348b6b745b63e30",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "33e112e6bbd1cccda0210b38c03ae7ce874fd5ea5c3e496b122738932907c930",
  "schema": "gridshift.signature/1",
  "signature": "0b5836cc1ace08ad4fc400f6cfae169237abfa5ace9efc84e299a8db9b5f6f4d659ba0451e30978f2e81ec53243a9f9f1b81e5f61188aeb7c3f093cdfae8e403"
}
