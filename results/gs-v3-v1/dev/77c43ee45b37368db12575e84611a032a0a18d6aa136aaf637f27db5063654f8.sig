{
  "algorithm": "ed25519",
  "content_sha256": "ab90adf2958d7610fc01727cb627ca5e06b5b1834c167c7e23696ec141eb695b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "77c43ee45b37368db12575e84611a032a0a18d6aa136aaf637f27db5063654f8",
  "schema": "gridshift.signature/1",
  "signature": "49f5da44672c65a620f2d92176f9465f69f2ae06134db53b7b7dd9bba518fecafd3873edde209ba0a3d0bca7510449f518f1927d1b3a58c90425f4101017e606"
}
