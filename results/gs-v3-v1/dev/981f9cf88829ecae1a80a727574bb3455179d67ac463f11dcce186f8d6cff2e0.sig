{
  "algorithm": "ed25519",
  "content_sha256": "bb8db583c996250f2a22735d78cac5312681b72430718f7dea38182744851666",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "981f9cf88829ecae1a80a727574bb3455179d67ac463f11dcce186f8d6cff2e0",
  "schema": "gridshift.signature/1",
  "signature": "692f5bb7e84df46f2d22de8b7743292ee9b8fecc0e9c1ea4d18f647a3f47b86e7c2b1d9af8387919c7e6ef35d2c6bec05b4bd5ce3ab672cf6e5f161217cff40a"
}
