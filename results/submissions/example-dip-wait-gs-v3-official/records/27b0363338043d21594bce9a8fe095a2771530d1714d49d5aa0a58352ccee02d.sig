{
  "algorithm": "ed25519",
  "content_sha256": "b72c96359b37e4e9b80799a085b56b9a23787f6c76a8872bdaca1a80d0c60646",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "27b0363338043d21594bce9a8fe095a2771530d1714d49d5aa0a58352ccee02d",
  "schema": "gridshift.signature/1",
  "signature": "6084a6f99192ada648a1e5aeb69d1222c7cb878b0020a0dc57aa49f6b5f489ad9bcf1a308efc4e898d5923e7f8aed70fe6ddb6918b353d966de3efe8e23dda0a"
}
