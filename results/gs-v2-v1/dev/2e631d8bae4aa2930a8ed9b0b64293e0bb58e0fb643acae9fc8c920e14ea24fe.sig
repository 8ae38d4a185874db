{
  "algorithm": "ed25519",
  "content_sha256": "5be4503afe3b7f3d5e3554eca06f3097e18413e851b766cb4b600103228b4b6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e631d8bae4aa2930a8ed9b0b64293e0bb58e0fb643acae9fc8c920e14ea24fe",
  "schema": "gridshift.signature/1",
  "signature": "e9f367170db202441cdc6c19d15c90d52df9ef7bf8bb288ef898d9c62f78a3446793d8535e6abb7cd54ff51603d9ae7af666391647f64ef8fbd5ed5d76ed9c0a"
}
