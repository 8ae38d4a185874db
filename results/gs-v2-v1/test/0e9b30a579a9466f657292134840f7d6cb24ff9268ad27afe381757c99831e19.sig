{
  "algorithm": "ed25519",
  "content_sha256": "7f4984f37f7cef3cfcae0f0a3a06acc23758c79c242c29a0f1b077973b623619",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0e9b30a579a9466f657292134840f7d6cb24ff9268ad27afe381757c99831e19",
  "schema": "gridshift.signature/1",
  "signature": "0ab83c36bffa6ff7187267528db8c0d5d1dd3e9c6c489684c2abf59eccb64bc4705a7d310d518034314923a79efc26d4a21f6c36eaafaa579394be1b09579c06"
}
