{
  "algorithm": "ed25519",
  "content_sha256": "cad47bef6f03d93df8dc08b45217939e15f9b80261f0d7f007895ac7bb4003d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "92871c4b0d0c5dcc04f6f639a5a03d21a4a04f34d2025e0974e94836cbc8d87d",
  "schema": "gridshift.signature/1",
  "signature": "e76266549840bd63b7d54b62b4848f52efbd7befc32b0c03c97b081395715c848ff62ab8a338323347a680d8484e1cc6a795aaa4060fcb893dd964109442f20d"
}
