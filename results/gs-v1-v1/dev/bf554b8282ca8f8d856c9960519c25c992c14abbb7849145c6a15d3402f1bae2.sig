{
  "algorithm": "ed25519",
  "content_sha256": "21618e4a693a5b54c3a2d2e58e7928dcb607404c5482755d105a17a418016ae1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bf554b8282ca8f8d856c9960519c25c992c14abbb7849145c6a15d3402f1bae2",
  "schema": "gridshift.signature/1",
  "signature": "d6c526f2cd4d3e52b4bc1a83ee6d64422df05520393ffffbb6da51070ba3c70e20a5b49d780fbf52e8b5b1ebaffe472610814df9ec7273972f564c1020cb5808"
}
