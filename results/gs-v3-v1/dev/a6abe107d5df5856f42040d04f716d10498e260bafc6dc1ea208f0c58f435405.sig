{
  "algorithm": "ed25519",
  "content_sha256": "26ad986c519e5d54ab28939c0d5d41960c9aa1524e51d6aed66cb83d890d642b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a6abe107d5df5856f42040d04f716d10498e260bafc6dc1ea208f0c58f435405",
  "schema": "gridshift.signature/1",
  "signature": "e76cfc0457d13bbd3ba146731b2a2876d3cac8ab578ec902e02668363e257c29b9ce6aeecc3dbf37b3d90d3c52861b6230e823175acdb9f1e0616c0e7ebaf80d"
}
