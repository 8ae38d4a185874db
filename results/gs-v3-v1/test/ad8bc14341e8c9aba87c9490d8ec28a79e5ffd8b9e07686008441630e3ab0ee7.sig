{
  "algorithm": "ed25519",
  "content_sha256": "4ff497daa79dace4ea00360b4b870912106321d3b3588ee547afa82d22d9e5b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad8bc14341e8c9aba87c9490d8ec28a79e5ffd8b9e07686008441630e3ab0ee7",
  "schema": "gridshift.signature/1",
  "signature": "d0eb23c2c8e294fe200d89141c83a84520dc4bdc1cd4b66d9c02e137bb11852edc79e245e188526ab664f6ba13c6600f2fe8896a36c61a2936508019ca35af0c"
}
