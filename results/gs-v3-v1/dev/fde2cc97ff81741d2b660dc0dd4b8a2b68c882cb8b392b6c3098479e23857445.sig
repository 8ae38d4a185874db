{
  "algorithm": "ed25519",
  "content_sha256": "a0534cf8cd3a577bdbb15d47ee8e2c8ad45c34db09daf65b1f89cdd06e4532ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fde2cc97ff81741d2b660dc0dd4b8a2b68c882cb8b392b6c3098479e23857445",
  "schema": "gridshift.signature/1",
  "signature": "f84218284fd83aa235fb72e63ad15af14505932a203085df6cd8f4b1f4d756c9eff88a6b12d515ca9589b7066fcf06964e165db5434154f57edea67991872f0c"
}
