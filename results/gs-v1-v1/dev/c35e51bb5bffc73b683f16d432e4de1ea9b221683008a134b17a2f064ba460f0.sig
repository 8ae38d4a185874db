{
  "algorithm": "ed25519",
  "content_sha256": "89b624f2ba846f0ae508d965589641b41dccf6f6a6c8cd3453fa1dec5048646b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c35e51bb5bffc73b683f16d432e4de1ea9b221683008a134b17a2f064ba460f0",
  "schema": "gridshift.signature/1",
  "signature": "1bb5b0b0aaf1c1e8750d6876a693c688f54cfa06dca6bd24d2bb1823cc079468e4571abed0ee20f5e3649a5dc2df4985fe8526a1eb08ceff88afce511210cd07"
}
