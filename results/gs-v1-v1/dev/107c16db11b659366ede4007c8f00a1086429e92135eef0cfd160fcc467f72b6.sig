{
  "algorithm": "ed25519",
  "content_sha256": "856477273b9b661f0b2ed08398438073f40c97942a33c729df7b49bda9394956",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "107c16db11b659366ede4007c8f00a1086429e92135eef0cfd160fcc467f72b6",
  "schema": "gridshift.signature/1",
  "signature": "a7b12ca11c1e113b78dad7b77e24977128a1acf623c2eb247ea322bcfac56ad544c0f7e338265f46981db6d65c2227e946c42cdb5cc8aa83d0420df530a8fb07"
}
