{
  "algorithm": "ed25519",
  "content_sha256": "f47e583a06b382b680346d79e2d060ba43c4d20646698e4b201339f48d0cf074",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "00c94c8404bb5a4381de1edba4320c26a8106322d509951ea60cf68fed28403a",
  "schema": "gridshift.signature/1",
  "signature": "4de3cf5fcfe310f41b5a5ce86273db03acbe8ebacdb96498610f1275ef5539d8f97549f6ba08c3287f8d6d67d2fc8d90fda5af40315358626da15b98f02ff707"
}
