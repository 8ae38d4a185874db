{
  "algorithm": "ed25519",
  "content_sha256": "bf126a005689a1680bb25d842af4a62a6297de78e84f23303d62c82e6fbf68bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cdd2328ae32a33e07cd36cbec021c698670eb14092e9237b16a4becbcdb1ba20",
  "schema": "gridshift.signature/1",
  "signature": "521470c9e3c6957eb0265dffcbc42ed87a606fece2a9f03dc015d27b790e81fbb36474a58f52e422a78017282f9bcc5a48ce86c3cf967e93e6e42c2e5f73f706"
}
