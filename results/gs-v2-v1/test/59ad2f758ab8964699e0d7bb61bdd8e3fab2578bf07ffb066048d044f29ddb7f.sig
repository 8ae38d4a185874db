{
  "algorithm": "ed25519",
  "content_sha256": "84b7c0797bcdae7804fa240a64ba1d377ceabeb1b9cbb8bf2eb560b422963796",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "59ad2f758ab8964699e0d7bb61bdd8e3fab2578bf07ffb066048d044f29ddb7f",
  "schema": "gridshift.signature/1",
  "signature": "406809f4facb1dc9a66c6a243cbf09a81029a74aa5eaa0ee7965a47f099763c1d0c933cb67b853bfa604555869bc76677a05e867be98c1ea8302c40cc4333506"
}
