{
  "algorithm": "ed25519",
  "content_sha256": "d8bde31b6b81091c4a36a6f8a99ae370726841dc19ecb5b89a7bae7cf0c3d48e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8dbb79e7d9c44954db0a3828ba6fa53fdae50512f49368462a8a3070c542451e",
  "schema": "gridshift.signature/1",
  "signature": "23a6047832e3ce00d79845c6ac8991e29cce63eaabc5b9bbb92627a2f1f908b886cec58d9ae369f3fd896ccc9a6bffd87ea44fff8a715973d60b1449f9e87302"
}
