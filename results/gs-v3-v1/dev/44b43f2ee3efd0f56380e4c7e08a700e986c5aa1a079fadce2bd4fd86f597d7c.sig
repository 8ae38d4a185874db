{
  "algorithm": "ed25519",
  "content_sha256": "fb2d11b87ded697e68565882a5142f7fae4fb637c68998cdb9ba237f85ef82e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "44b43f2ee3efd0f56380e4c7e08a700e986c5aa1a079fadce2bd4fd86f597d7c",
  "schema": "gridshift.signature/1",
  "signature": "73c769954bb2078c71deff9a9966d9c87f1130add5b796149f730617d311eeae1dafc1811a05f8ef1b385d94d8e0433df641494edc12e45ce83b3ef2004ff50b"
}
