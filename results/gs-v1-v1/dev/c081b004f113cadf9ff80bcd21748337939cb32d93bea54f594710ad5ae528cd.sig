{
  "algorithm": "ed25519",
  "content_sha256": "b80b642631551637d5bc2408ce4bb900e5347495097d23db83f4631c3c6a2d19",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c081b004f113cadf9ff80bcd21748337939cb32d93bea54f594710ad5ae528cd",
  "schema": "gridshift.signature/1",
  "signature": "4fba0f55d3d261241ee43a59404688b69537f77a934b4e088ab72fdf3e20884ef7ee6a5b9303a41f19ee52ff8891ff168c804b0ce112a1365be6c306deced001"
}
