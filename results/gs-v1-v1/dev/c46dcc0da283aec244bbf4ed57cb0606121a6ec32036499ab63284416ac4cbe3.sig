{
  "algorithm": "ed25519",
  "content_sha256": "7fa8beb83095814697888bc1fd2fda86504173a38275905ecf78e38090b0bd0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c46dcc0da283aec244bbf4ed57cb0606121a6ec32036499ab63284416ac4cbe3",
  "schema": "gridshift.signature/1",
  "signature": "afb5d7a3f2d933ccc127a0eb0d37a96f3917f6c52d81b557f3128e751de20a78e7ba8aa4258f6e1a3b0765b11e1e7436c2fc41fd15a10a60d139c0a39a681c01"
}
