{
  "algorithm": "ed25519",
  "content_sha256": "eadec1adbbd0ae41907cff850fce30ff2a9143e27b86875f5eee833fdd7dcc08",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9635cadd0599799747f83cc5ad2830fd78434012ff13bf59de0a4764e9eb959b",
  "schema": "gridshift.signature/1",
  "signature": "e93246ae72a9a33ddc424607375ba7f922dfac5ed564fee487c0cc048b4995d9920a78080faae5423c0ac2eada2d37a51e1b7457b573e6f793fe872aa51a220a"
}
