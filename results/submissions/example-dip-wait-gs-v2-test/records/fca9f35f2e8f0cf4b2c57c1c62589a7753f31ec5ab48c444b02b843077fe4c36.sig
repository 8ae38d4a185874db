{
  "algorithm": "ed25519",
  "content_sha256": "0e4a925c2b92d9d275d8b1eab82c950cd4f4cab2ad7ab0be93e1f797f5255164",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "fca9f35f2e8f0cf4b2c57c1c62589a7753f31ec5ab48c444b02b843077fe4c36",
  "schema": "gridshift.signature/1",
  "signature": "2f5d308ebe3945ca2dc47ccbfb79e122c914a549905940d4bc1181357afde89faaafb58e57120bbbf1c9c9dd136c203d3010d7fc7bfe0de4651a1fb3ef115f05"
}
