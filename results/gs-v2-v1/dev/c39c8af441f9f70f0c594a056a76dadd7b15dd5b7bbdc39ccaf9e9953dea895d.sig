{
  "algorithm": "ed25519",
  "content_sha256": "41e917ea98a8d67d4d9a82b86040d84585bbe8988ac2cb3f2d44349ea9a8867a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c39c8af441f9f70f0c594a056a76dadd7b15dd5b7bbdc39ccaf9e9953dea895d",
  "schema": "gridshift.signature/1",
  "signature": "efea2cdaaa2d43c80850f4d98116af935f82e2cc0d50979f8620e7ada34e8aaf012845d268d7b690f64b6dd8030051cad802d9c0f556c2a73a57fec96f15980a"
}
