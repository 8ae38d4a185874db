{
  "algorithm": "ed25519",
  "content_sha256": "c433ad79bfb14fc2272dde4ceadf75ce479d47dbe8610577342efd3afccc6505",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a41417c1f13cadb0e689572c3e88a4c3befe03ef58759a66556c72be33ef81c1",
  "schema": "gridshift.signature/1",
  "signature": "5df580a3769a2c875c1cbc2c786aea0d5332fa955d831484011a7fc57cf8b03ed794977e390f4de748b25274fa14c6523785df44c73a78d5746a1fd679ab0203"
}
