{
  "algorithm": "ed25519",
  "content_sha256": "bff478eaa77546b7ecbafb10f0babe765dea5db1dfad36236fd61fbb3a258d2f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d3110f5a1d92ba45c5dcd4c20fa7fe1e27557f6e6fe45cf1ab9136d73b3e68f",
  "schema": "gridshift.signature/1",
  "signature": "2de7714e8f392aaad1e5febf70c65c4720f503be1c27e6d012d7c48d834ea108cda68228b36cd233453ad55b456f53108555b18f243faa3c511165526e037106"
}
