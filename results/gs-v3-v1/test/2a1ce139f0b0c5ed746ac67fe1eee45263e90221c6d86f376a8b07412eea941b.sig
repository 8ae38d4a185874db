{
  "algorithm": "ed25519",
  "content_sha256": "249773f0fe9cbbd4866fae02a6fa122865313064b8454f9768520f3a45939bcc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a1ce139f0b0c5ed746ac67fe1eee45263e90221c6d86f376a8b07412eea941b",
  "schema": "gridshift.signature/1",
  "signature": "e6eb238c43be3f5c04bd4be95c721038c177fb5716a60b30f8db327c7c47c1031f421506724ac1194951f00437bf308b1e470b7b8cf16aa7d3755eddff7e2108"
}
