{
  "algorithm": "ed25519",
  "content_sha256": "123ffea9224d017ad77990f391f9dc8a0e4393bdc23a74e1b3ea638d139766db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4420a73153a0ec3bd7213af34b000edb3dc8c76fd9c37b16044034dd61eeab15",
  "schema": "gridshift.signature/1",
  "signature": "766d5ea583a66a8eae891e76e9d67693ffcf6648f49f2d2fd72333b8fe8e351d4bd7838f3c82c1d58a9d3cd2cc516159dab4ce1959a9265829220af7413c7f03"
}
