{
  "algorithm": "ed25519",
  "content_sha256": "a67a32e2ac397e11cb24342f289c5c4098ec90a408d7b7cfaf3c2d57a89efd38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac0287ddff0b845b34a17e2c7538ceb7cef5b0b7f4d6a872d05ffb3b9b753f2d",
  "schema": "gridshift.signature/1",
  "signature": "e3fa441ee04020ccd0aa5ef143f111e3c0224848ff1392bc398e04f43cb039c91158766780fb2adebe9236058ee9b3f99ea2ef2a33f6fbd3da0006afaf2bd908"
}
