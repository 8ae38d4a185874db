{
  "algorithm": "ed25519",
  "content_sha256": "3ec0af17a3ad331c8f749f01964b8b2a6f2ad1113db2bcf3503be3e8a200a802",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "41e8b854e5eee506a23c20bb0fd284ad1f5a9d48acf0c9c64dc55dcfbbbf83ab",
  "schema": "gridshift.signature/1",
  "signature": "55e027e2c6bf73c0a6b7d4fea25fac65552581146ac544bfde202b1d5e7496b8410e5ad3d33514360767ea03a4bdd0c37439478644c08e127313ca483dd1a70a"
}
