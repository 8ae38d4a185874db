{
  "algorithm": "ed25519",
  "content_sha256": "74cc43cfeca819c96d6ef91fb4683f51c29253459e7c09531d52f5387d4c86d9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "009aff5697c14c54ebc877c8ed1eb27d26bb557ca2a7df3d5bec44f224f48c5c",
  "schema": "gridshift.signature/1",
  "signature": "905ba29fe5abbad87744f287867643cb2c9c27e07910d66318d9af4352ddf1b892c47b89183c4eed8e2c2b8dd69148ed8109e487764e499014a7bd1aec66140c"
}
