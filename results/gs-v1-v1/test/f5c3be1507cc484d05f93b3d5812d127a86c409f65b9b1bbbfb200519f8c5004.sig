{
  "algorithm": "ed25519",
  "content_sha256": "47591bea4470158df30d27c9b0c13e5eca11ffa74ee003f892467e8859bd27f9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f5c3be1507cc484d05f93b3d5812d127a86c409f65b9b1bbbfb200519f8c5004",
  "schema": "gridshift.signature/1",
  "signature": "ca180bb6c8d06d242ccf95657815ea393eb481b48540f2cf37249107923928fc36775c7988c4eb32ac1d3a8f5d0db983d2fd73d87dba1139345c4f44379e550e"
}
