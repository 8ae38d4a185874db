{
  "algorithm": "ed25519",
  "content_sha256": "0bdba86f8ebf54739070782a23698548c99c3a79e193c6006abc9c2532aee081",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7a5e9d872ff3731fc6d69759fdff0682cc49ab859877f776b8692c6918672905",
  "schema": "gridshift.signature/1",
  "signature": "1bfda32404b1d4d348fb5340b805a1588fc1cd318c0bac9c9cb318597294b7276e22345cfe774b00424b416ded8bbc5ef9dee7dc27bf981e76b4ee80748cbe0f"
}
