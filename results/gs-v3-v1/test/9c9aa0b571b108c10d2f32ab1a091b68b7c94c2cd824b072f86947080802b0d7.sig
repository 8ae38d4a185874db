{
  "algorithm": "ed25519",
  "content_sha256": "1fda75bf8f5d532783a9ea431bf249f754b5d1a6769d6b6c922d8e21b1aa6316",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c9aa0b571b108c10d2f32ab1a091b68b7c94c2cd824b072f86947080802b0d7",
  "schema": "gridshift.signature/1",
  "signature": "82a7a1177a059ca6ceb2c4f495b48510e9d0c1d15d3435399b8b183037549cc512ae7acfc8a67aabffc524a1308bda50bf1d192bd731879e533c45007828d307"
}
