{
  "algorithm": "ed25519",
  "content_sha256": "2d8dde25d13ea24972cff7d65b8a2685a5b1f385a7b57015f0288f871013aff5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "354672ff4c18100719e74165185335a9bb30cd9d3134cf5240dfce95011f220d",
  "schema": "gridshift.signature/1",
  "signature": "bbcba9dee3aad5d96ffa4f2f1206bbd36996b717b638cc7fd37a174fdf19e8dfd7d21ad5909a6bcb5015d6d9d694be1395f024cc9eb5cab23bf41e8a1649c20b"
}
