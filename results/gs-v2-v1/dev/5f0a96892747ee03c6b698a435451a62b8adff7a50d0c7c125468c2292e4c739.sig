{
  "algorithm": "ed25519",
  "content_sha256": "ccbfb24d8310cc3d225e89242cd7dfd3c133ee584635a4c87fab385c54ce9c83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f0a96892747ee03c6b698a435451a62b8adff7a50d0c7c125468c2292e4c739",
  "schema": "gridshift.signature/1",
  "signature": "c9dd07f41b4eef571a8a0fe77237562000bfba1448a6a3c02f9753b9dcb671aadce2901149eb89d26708a494731005d2b07bdb490ed6a99b630620a0c8942e07"
}
