{
  "algorithm": "ed25519",
  "content_sha256": "0852254cff0eb4da5b7399c5e7776508dd10722620cd8df3c95fe9e9daa36db6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "961dbb4a660f43b5c35c5af22ca30ae158799a22f029526a71d080376d83c419",
  "schema": "gridshift.signature/1",
  "signature": "d9fcbbd60951e6cfd2e0fc2312b80d1640cb6eff6ecaaa2c44381aa8a513b3d8337a73efe181aef3e0b2105b806f17c88ebe98d641c8e3b38a77e59b51c04d09"
}
