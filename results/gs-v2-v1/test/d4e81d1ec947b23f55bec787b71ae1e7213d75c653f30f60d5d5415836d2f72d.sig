{
  "algorithm": "ed25519",
  "content_sha256": "de3b4f258c9e8c297fd39459e44dd69245ad38cee60fa753b680f702b063d0e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d4e81d1ec947b23f55bec787b71ae1e7213d75c653f30f60d5d5415836d2f72d",
  "schema": "gridshift.signature/1",
  "signature": "d0d39472548d4eb0c4b6bec3b94c1a9a6da7d683c8d57cbab8d1049082cb48dac0106ec1cb89aa22e02487343f3d8f3ec43de334f5d1975fa38b25df8c26640e"
}
