{
  "algorithm": "ed25519",
  "content_sha256": "e25829b8965ee26ab2ab6995fc7db374b0051d8f22fd7e07b1ee002ea94babde",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4bf53d1d25c679178698dd9776b1fb7dafae4b015beee42fc0c4e676cffe3650",
  "schema": "gridshift.signature/1",
  "signature": "fd19eb54378613ebc5c5205a3c5294449fc1d3f20e00da352edf73f6357b62380b4da1ad519f9e548ba19f4449f9499f2cba7545b9c8a24900abacf98de6fb0d"
}
