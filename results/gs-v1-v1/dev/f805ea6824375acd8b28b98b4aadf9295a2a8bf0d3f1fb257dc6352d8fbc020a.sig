{
  "algorithm": "ed25519",
  "content_sha256": "d2263d3fda9ca1daf353c421cb6253db42d8592761ca63dc3d8201e9cb7b12b2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f805ea6824375acd8b28b98b4aadf9295a2a8bf0d3f1fb257dc6352d8fbc020a",
  "schema": "gridshift.signature/1",
  "signature": "5f8ade677762d00f7a54e93aa0edafcc21435da78342ef4d12279fbde101816ef909390bf32d913db5d3632fc7e6aa9ea9cf28d2835ff1813a77200d3852c307"
}
