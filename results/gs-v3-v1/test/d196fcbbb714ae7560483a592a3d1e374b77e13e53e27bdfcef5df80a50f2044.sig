{
  "algorithm": "ed25519",
  "content_sha256": "6b87183e8a5e7fa3f91fc7440ed55f47365b39ed3cfa1ceb8e4fc687f452dd13",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d196fcbbb714ae7560483a592a3d1e374b77e13e53e27bdfcef5df80a50f2044",
  "schema": "gridshift.signature/1",
  "signature": "6a7536a1d8dc3671fd1123909dd552aa0722572bdb4487b27e9ec998ca8774068e9d107d1b92b47e08a97c95ac084938ce14a73181a7acaeb0694f41f736ef0c"
}
