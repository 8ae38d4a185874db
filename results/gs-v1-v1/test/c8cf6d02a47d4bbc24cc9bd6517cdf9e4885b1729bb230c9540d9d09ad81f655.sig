{
  "algorithm": "ed25519",
  "content_sha256": "91fb8bf18e46546b1f2e8cc82fcabb36302cdca0f7a282c3e7c9394b9915e449",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c8cf6d02a47d4bbc24cc9bd6517cdf9e4885b1729bb230c9540d9d09ad81f655",
  "schema": "gridshift.signature/1",
  "signature": "dc0e2183de913d11271dbe0efc7ef2fe57b073fcf82d007cae4e344ffcab4e2dc160bd50ceea973cb78f82ede5dc29638dcd840721d7ae85ede7fbaedc4e3a0c"
}
