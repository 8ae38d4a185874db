{
  "algorithm": "ed25519",
  "content_sha256": "61045cba8e5ce7f2d2e1ead99754e29b5f2192025322bbc1aa7a31d53d0c806d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d47524bf0724dbe8093a8743e0722cbc8c5d1ddc3372a2db6d89ab42c5a26fe",
  "schema": "gridshift.signature/1",
  "signature": "c1967d952b8ef782080339caeb9abf68377fd1d00e5b0a2a235eb2e6fc228ce52706af4a65c5b7292be0d5afb15421b29c2d5a91a8b93bfc017fe40b2896d609"
}
