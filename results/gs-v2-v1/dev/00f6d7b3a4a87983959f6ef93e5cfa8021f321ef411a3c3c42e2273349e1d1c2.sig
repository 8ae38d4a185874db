{
  "algorithm": "ed25519",
  "content_sha256": "d35ad1a2ad48658ea68918df79d82ca2115c3e85fa4336aabb98f2e1e7cebd50",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "00f6d7b3a4a87983959f6ef93e5cfa8021f321ef411a3c3c42e2273349e1d1c2",
  "schema": "gridshift.signature/1",
  "signature": "c54104eb3adad056a6d4700325080538420f79d27cdc7d099868d59b53affbbb049314a60a0ec50a54bd63475bb4b5401195669e40a610eff96fbfa72aa23f0e"
}
