{
  "algorithm": "ed25519",
  "content_sha256": "fad5a57ba6bc0078bf8c2985dbc158b7170d071604104f58525f3a0ac7b65f4c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "738b9b7231747dabe28c1b4b2c6d0e89ad3762afffc231ad2e0fe7e0122d7f24",
  "schema": "gridshift.signature/1",
  "signature": "b610b58e7c4a5f128788c59a88e4ea36df1f8bef2bd64ac6cf1b2912932828f5467556be3d9d3d814b445752979acbbb44a1458a97d1908e41f88a4099063309"
}
