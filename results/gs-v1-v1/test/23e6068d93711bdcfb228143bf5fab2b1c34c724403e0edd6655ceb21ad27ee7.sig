{
  "algorithm": "ed25519",
  "content_sha256": "5aec2537c4a643b400ab3cd90b8947e69f02d3b035d62d8df80f635b99718c8b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23e6068d93711bdcfb228143bf5fab2b1c34c724403e0edd6655ceb21ad27ee7",
  "schema": "gridshift.signature/1",
  "signature": "c84a534feac290cdfdfee653f15f2dcf6f01edc5bacc0d0a1b3fce5ccf0cec740793a4b83130a8cdfb1f6b7c1cbd6944ed0952b6cfa63fcceab88a9564595c01"
}
