{
  "algorithm": "ed25519",
  "content_sha256": "a352c8ad546c0dee714716ab7943734c83fee2b602b0834e21ac361ee2dfe617",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6ec06dd92bfbd1a82f97816af0aedc5a7128487aec8bb30f3a65fe0804f9794",
  "schema": "gridshift.signature/1",
  "signature": "3773f95e0183d86a5df9344e2f4d52c7272d94a73f729f2e8113657d41008a86602cd592487a43750ac8a2dd120202ac9be52969e047666c8e1a7394ed2cf302"
}
