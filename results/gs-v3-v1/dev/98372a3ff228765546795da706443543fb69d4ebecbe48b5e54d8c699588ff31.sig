{
  "algorithm": "ed25519",
  "content_sha256": "4eff5fbd5e2bc5812d8263ad7075d54290deb1f70de9af2da3a7ef7f9017272e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "98372a3ff228765546795da706443543fb69d4ebecbe48b5e54d8c699588ff31",
  "schema": "gridshift.signature/1",
  "signature": "2097453f56e6665613b64d22098cbb2af82bce0f13cc78a43969856106cdb607caded5ba2012e68da9819e747283a51fdeca8dea9feccbddb4b6c7db16df9000"
}
