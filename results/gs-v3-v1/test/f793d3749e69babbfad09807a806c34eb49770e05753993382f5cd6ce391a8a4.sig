{
  "algorithm": "ed25519",
  "content_sha256": "a4ada3f360027f9394b9b3be0deda55316b1e881ab322f4a7e1d19565501f1d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f793d3749e69babbfad09807a806c34eb49770e05753993382f5cd6ce391a8a4",
  "schema": "gridshift.signature/1",
  "signature": "00747c557e4bd696f2673e438cc8d1e241e0da7617493356c6d8040a9031ead9149369f8ade4f0d1a43b05aabfddf1a043787824d34191b5ce8e4cd6e013bf0d"
}
