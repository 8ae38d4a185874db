{
  "algorithm": "ed25519",
  "content_sha256": "2a49406f985867868c7a3c7aae1cad3d580ddf12c1a042cb5699051b856835cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dddd8ed061da872c7313c0f20a6d14a36c32d9432e332e947a6f9f68ba51d3c6",
  "schema": "gridshift.signature/1",
  "signature": "1870a4bd964127e29f95fce6795b10cb67abadb03c657001bdaa290294d889fb5c92c501b67e7d6a26a45f1fd8bf91ce87c921d3535c52621364ba9d3a03dd0e"
}
