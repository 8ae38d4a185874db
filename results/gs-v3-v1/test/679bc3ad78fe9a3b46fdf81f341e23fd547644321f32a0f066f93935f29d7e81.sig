{
  "algorithm": "ed25519",
  "content_sha256": "b574434b7b217eff4d8aa864a915c5ca3ad7a796aca28bb3adb96c61ee3f0dbc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "679bc3ad78fe9a3b46fdf81f341e23fd547644321f32a0f066f93935f29d7e81",
  "schema": "gridshift.signature/1",
  "signature": "b3021ac20a555d17d39ae8725e7b51ad21c848f2a09c696429a270da77de6c8aff7199f1121c9764193edce1d773a64e3719cfaeabb9745af76cec1cadafa50e"
}
