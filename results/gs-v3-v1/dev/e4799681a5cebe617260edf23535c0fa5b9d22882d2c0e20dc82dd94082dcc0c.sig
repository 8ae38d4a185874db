{
  "algorithm": "ed25519",
  "content_sha256": "01a573a14ce2c796960f265fea99b417136666df949dd4d0d5d331354edc7af0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e4799681a5cebe617260edf23535c0fa5b9d22882d2c0e20dc82dd94082dcc0c",
  "schema": "gridshift.signature/1",
  "signature": "35af68537b96c90bcffd1c9ebf156c0eb9d1554f6f3fb0e544d3b8153e533cfb13c167c3dd0e677a83b85c59f09a954666855e6f6a8d21803e04514c1b83c505"
}
