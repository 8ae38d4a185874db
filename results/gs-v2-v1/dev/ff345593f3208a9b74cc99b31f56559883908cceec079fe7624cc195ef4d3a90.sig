{
  "algorithm": "ed25519",
  "content_sha256": "2f77c202251610e00a6b832ab4e2e08b059b6b686aeae90df3070b4f86460fbc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ff345593f3208a9b74cc99b31f56559883908cceec079fe7624cc195ef4d3a90",
  "schema": "gridshift.signature/1",
  "signature": "d56d1ac306420ef9cc2cf9e1270a9900026b56623ccdd5e8df0c3a670f3ccdb2f4aa6486e95c30aab42b90c589e43e916ba0d6204ff30a1ef31eaedf7190cd06"
}
