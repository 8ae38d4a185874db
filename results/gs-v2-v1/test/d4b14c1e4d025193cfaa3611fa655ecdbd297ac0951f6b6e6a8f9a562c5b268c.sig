{
  "algorithm": "ed25519",
  "content_sha256": "98c7c29beca4dbb9bdaf77082923e8102bdd2a9e8360a2fbb1acc07509ba6508",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d4b14c1e4d025193cfaa3611fa655ecdbd297ac0951f6b6e6a8f9a562c5b268c",
  "schema": "gridshift.signature/1",
  "signature": "d88116e82c0275dc14e6af03cd3e96c5a302564fc32c2fcc6d82c88ba5e98b9dc82c080571c45c092fc99da81d91dbebaa41550b6bbf5c66ab02068dca195c04"
}
