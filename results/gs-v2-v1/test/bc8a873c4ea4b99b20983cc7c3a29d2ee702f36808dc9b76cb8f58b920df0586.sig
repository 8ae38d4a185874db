{
  "algorithm": "ed25519",
  "content_sha256": "03782c589d31ffef8833eca23e71187f81b8d65bfb33a19330e965abb9775547",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc8a873c4ea4b99b20983cc7c3a29d2ee702f36808dc9b76cb8f58b920df0586",
  "schema": "gridshift.signature/1",
  "signature": "6f49c0196b82e14771d8114e66ebdd330797851ee3eae2036d015cdd9ae99a27ad09401c5af2a240f21aea9ba2a09b7dad40b3c742cf1c424b0f2acb500a1e02"
}
