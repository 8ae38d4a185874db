{
  "algorithm": "ed25519",
  "content_sha256": "b574d126eb8361e8e0beb3e906d2d3999b516290e3967820c9b3bb6d961b3b75",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f9844d18ae17d6832c0ca0cf9c9e18d7ccfb294c36abfcf2e2e99b072065569",
  "schema": "gridshift.signature/1",
  "signature": "6a78fae17432fcda370b748f1230e16ad7ac9f5614a4f13dfc835eab882e5ee4c7d4acf5984c1b2f2fea8f45f753d74b655210ca362f2a655a5fc85fb4258401"
}
