{
  "algorithm": "ed25519",
  "content_sha256": "bee0b736ca287f9c9ba5b4afbadfa3deed3d110ae396c1d2c7b0bc77ebcc6c51",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "afebd0806f495e00df9058ef6472f962fde9253656829d3d36a1b8ab7311854e",
  "schema": "gridshift.signature/1",
  "signature": "ef925f64c82cec883a22a42b5f7fe18966c6cdf13c124ddea765175a373dc1bc866fbf8d96abdf686abf76750777285549cb3493ea0bfd64d9e1edf48b11d009"
}
