{
  "algorithm": "ed25519",
  "content_sha256": "9f5e535bb96d36360b62943560424d17ada76f6e86223ffead884acddb0c1acd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6d243adf84e8c0b004f7932d0ac5261f3405e1a691f0918d7cb0dfb68f75a5e7",
  "schema": "gridshift.signature/1",
  "signature": "2f4ea6f25651aefb70de406e53a5520faee1f28aefb77cb2e3b90fab374f9101013ca826636ff743111afe59e2c009d49531b684f06ccb2c9a72e6f7bcd84f01"
}
