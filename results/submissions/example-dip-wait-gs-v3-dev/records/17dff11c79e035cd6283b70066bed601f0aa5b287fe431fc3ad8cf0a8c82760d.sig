{
  "algorithm": "ed25519",
  "content_sha256": "d5bd463b5d4fc9a0f56ae213477e303ee0dbdde596c5b9df962e26d4bf69aaa5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "17dff11c79e035cd6283b70066bed601f0aa5b287fe431fc3ad8cf0a8c82760d",
  "schema": "gridshift.signature/1",
  "signature": "137e68547cf19cbae4a56543e545f2e9b3da9a9f572a020fab1b72fa3ad230bd39cf575e02a6624590dca4d76ee6d906f7ef17b544a48c2934db42ea8946350a"
}
