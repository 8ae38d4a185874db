{
  "algorithm": "ed25519",
  "content_sha256": "337895d0cdf8167b5f8f5de3aeceac238be663e0e3338b4a7e94499bcd2b926b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a3b87a5ad2322ee8af947c67bcebea724d5c6c7b8054fb914aae499c6e35875f",
  "schema": "gridshift.signature/1",
  "signature": "d5e26c18655e24763268802194eabc07af240a41be760dfebe1b48330bb2af6d34c928363d87339aa0b5d2039d98ad0f4dc191a78742c5c15935b50accaa110b"
}
