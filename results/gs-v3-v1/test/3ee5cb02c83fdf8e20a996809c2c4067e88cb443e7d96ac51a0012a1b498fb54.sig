{
  "algorithm": "ed25519",
  "content_sha256": "cfe2c28f463e2cfc950d400e20023cd7503b52bf95760003879bde4791e387b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ee5cb02c83fdf8e20a996809c2c4067e88cb443e7d96ac51a0012a1b498fb54",
  "schema": "gridshift.signature/1",
  "signature": "9b6634c872f1901754eca1b162e27232b00d81b3da6b28dce051f2d93f802aa1ec7af015059ac56717fcd257174728da3e7b22b7c45d1a9916f3f05b9b3bc102"
}
