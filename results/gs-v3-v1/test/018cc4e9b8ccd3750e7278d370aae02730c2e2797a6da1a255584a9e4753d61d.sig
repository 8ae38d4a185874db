{
  "algorithm": "ed25519",
  "content_sha256": "940deeb6534a6b645f5ed2b824034757c0ec81401a36aee01ce59f5cf9a3466a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "018cc4e9b8ccd3750e7278d370aae02730c2e2797a6da1a255584a9e4753d61d",
  "schema": "gridshift.signature/1",
  "signature": "abed08644ca8380bfb40b9e5bb4dff9787b18b5caf768f2c65f17ad38b0eab6669b6411ca7ebbdcd167e8d9e5171c29b39b07ce30595efc6876c9ede4cd79a0e"
}
