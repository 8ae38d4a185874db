{
  "algorithm": "ed25519",
  "content_sha256": "2ad0de249da4a6e798bc101ac294812b5d49215bf6a5616ad428e912437a4f73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a45277dda2d01e200ea4792289cf8ac86619333676e435fa87a8a52dfa4e383",
  "schema": "gridshift.signature/1",
  "signature": "96f7dde3b8a1fe07bffdd92a96ecc82f973eec47629a299cd9de903fe607e8a8448c031e9ab899c6e08cdde92d2b05ff4e72ba82cd6b26e7e6d8ca46f3109605"
}
