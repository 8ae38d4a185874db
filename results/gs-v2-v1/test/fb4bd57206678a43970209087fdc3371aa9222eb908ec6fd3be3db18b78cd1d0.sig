{
  "algorithm": "ed25519",
  "content_sha256": "0df0ce537930fd87228f01dc604ee68dcb681d783ed704b68a8916346497a2a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb4bd57206678a43970209087fdc3371aa9222eb908ec6fd3be3db18b78cd1d0",
  "schema": "gridshift.signature/1",
  "signature": "24dd20250f97cbeb15dcd777530f23aae824e12fecaa995a59a14360f171853b5cc48d64148c0c59b2d51a255bddcc4f934848890b1a1f69fe9a0f70d038fb02"
}
