{
  "algorithm": "ed25519",
  "content_sha256": "9211f81006ebf00f1d50fb7ad3a7cfc56c5749a110520677f27d897d6cd05dce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "431dd07c7e933b2d6239f9b9f6efd03370facdb9a2c2bb9054ed38227b0232ad",
  "schema": "gridshift.signature/1",
  "signature": "05ac517d8fbe7e9519e45ae9567369c8bc7dcc830f8d2d47ed4495646b8fbded0af37bf92bc86e6057e7f213a694b0c7009e9ce29ea8d7342b61e73d5d51de02"
}
