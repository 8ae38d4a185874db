{
  "algorithm": "ed25519",
  "content_sha256": "d2af671e1621b46386d8ac191d26877bd6a97a1d839b98cee1ff04022efe2aed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ea6fbc49e4537e43abc2fc356ec1a9cd4aeaeed98969a2d5e3d9659145c783c",
  "schema": "gridshift.signature/1",
  "signature": "a498d134b3c5822836f6014bb0fa9e6a9d46fbf9bda25d301e7396a5a1d210187451f9f5c06c9638f6d0734bc74129f60087682908056edfe62c51af3c107005"
}
