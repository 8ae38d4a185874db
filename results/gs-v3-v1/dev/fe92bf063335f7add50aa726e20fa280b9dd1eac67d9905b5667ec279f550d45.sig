{
  "algorithm": "ed25519",
  "content_sha256": "fcb44950d54ae5b7d9007f18c5a88b6bbb7777d3d4f04758f58ad9a7e0cf0ca6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe92bf063335f7add50aa726e20fa280b9dd1eac67d9905b5667ec279f550d45",
  "schema": "gridshift.signature/1",
  "signature": "e9b4edc1fe143fd8b8094093576915f2888b692e1539751163a7b9cfe4c9b07ba05372e8c084cfc6c59b65c39df244af2bb9e557683a532f47ca7610ee069406"
}
