{
  "algorithm": "ed25519",
  "content_sha256": "d1635d0f434fa1499843b9da1242a276e75bcc1d8a63edb954448dfd12ca02aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c4fad953520dcb7d0799ce2aa21876f417f79ad5b2bcba2adc972ae7af0be9c2",
  "schema": "gridshift.signature/1",
  "signature": "6b4542ae92fff27a70db3c964be20e70703539dc36dbb5711313278bb05e6e7b5f113e76ada41a4d419d43425e82200f4f262f253c4569197f613b6ed28f9b04"
}
