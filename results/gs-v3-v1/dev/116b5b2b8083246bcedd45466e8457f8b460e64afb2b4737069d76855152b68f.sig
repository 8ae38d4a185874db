{
  "algorithm": "ed25519",
  "content_sha256": "3164280f4b5d76a5f01eb01901aa1b0a1baed7a320c5996f009254215e5f066f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "116b5b2b8083246bcedd45466e8457f8b460e64afb2b4737069d76855152b68f",
  "schema": "gridshift.signature/1",
  "signature": "62b52a5453a4ede3be0afca9b7eec186e519b97bdf7583473c38422df38cc8fa46fe8bf0eb14c782f5696fa04f5f9fa0187bb7a31ec5e4c1d3becd026ab74400"
}
