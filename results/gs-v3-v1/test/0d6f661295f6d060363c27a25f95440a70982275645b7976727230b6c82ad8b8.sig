{
  "algorithm": "ed25519",
  "content_sha256": "889fb8daec1f8379380ee93028072d0ab5f82dbb038d17de6e159a305b3b31b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d6f661295f6d060363c27a25f95440a70982275645b7976727230b6c82ad8b8",
  "schema": "gridshift.signature/1",
  "signature": "2fce65ba4910aea7be8c8a2f23731981af5e7c5dc2f2342c6e8f7062aad66088748fcf68a9d5bae8ce38325c69d309c6cbd5f58cb37d6e29562f7bb09245df05"
}
