{
  "algorithm": "ed25519",
  "content_sha256": "7336b4292ddbc9cd8bfe5c9f05fedff793d777a9d0e1fe16ab696439f9ecc39e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "098c3727203b53d2f9f3518f237a00619656adaa1bfd463feacaaa032ba311c6",
  "schema": "gridshift.signature/1",
  "signature": "c7e4b7f8beccd5c7ff58240034c52e13092c4961ba7b87db67563555de50a579f0ac89cbd31f53b5863ec0c06aec0e34395e2d554758e444c51f0c1a665e6900"
}
