{
  "algorithm": "ed25519",
  "content_sha256": "92ba84b76931e2369518034ca6f7818440af3cc72e7c5479723ba2e20a637190",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "81bb445fb0ee9da0e13daf8d21540977d547637eb109b1f7139a62f3bfed14ea",
  "schema": "gridshift.signature/1",
  "signature": "d0411e8a5c9286b40a37608bd99c440b224f0ffb07996f9b3936f067adf80d1bb2fefee7ad4f3f45efe0a91374941c65a5e0048df2a475b9355227b38e3b7605"
}
