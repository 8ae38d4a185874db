{
  "algorithm": "ed25519",
  "content_sha256": "25c69d64a17ec4fa5060bb03a5a2c32038e20f5147a1bbfaf9da13fe730afa18",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "36ccc279683d22cb127b7e129fd753ddd09652e7c95f7358059633e575e58e1e",
  "schema": "gridshift.signature/1",
  "signature": "23d39e8fe76683a896b0db2bb7091b84cd908fd2a298cbf0ac221d3ecca480e3607e0b054f7050e7b615bd6bc9840f4294aaf8e1105e03f181685edddb5d7e0e"
}
