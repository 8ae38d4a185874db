{
  "algorithm": "ed25519",
  "content_sha256": "ffc3ab45aa6f77b3c23c316fc0ab88a6c0fdcd5d76377c4760ccc6cd7312f691",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ab7fb3d330faa46d94107c686e0db935bb93d8984598519c6babfaada9ceb2d",
  "schema": "gridshift.signature/1",
  "signature": "53d097d828b4f8f0a12bbc59854e481bee68ed27486beb3c31d7ff5b74780d700fe09a169bc690ac79e9c8ea5adaf5f36589929fb7b8cf20d10a58e8aae65a08"
}
