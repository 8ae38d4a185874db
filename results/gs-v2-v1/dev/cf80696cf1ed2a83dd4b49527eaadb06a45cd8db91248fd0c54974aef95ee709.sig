{
  "algorithm": "ed25519",
  "content_sha256": "d95d8826e3fea09ca4a5654245b9607b39a63aaca2c9f22d97c7289936181387",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf80696cf1ed2a83dd4b49527eaadb06a45cd8db91248fd0c54974aef95ee709",
  "schema": "gridshift.signature/1",
  "signature": "55f5d979fb5f3eade53872eb7cb5a36d53b928dd2608a058b46f391eb30673a9b246c25caffc4c362b6e0961fc8bfa1bd51ac42fb65c574c70ddf9d89150cd08"
}
