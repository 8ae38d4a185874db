{
  "algorithm": "ed25519",
  "content_sha256": "bb0a33010f337b39d137ac9035925a1b0e044ed9a913574d7f4de8fbd9424ee1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "764339e072cf847aa0f34dc76e72c2c4bb2ec46798d3b69eac004ebc85a562a3",
  "schema": "gridshift.signature/1",
  "signature": "11af0143b12167a924719a3ed4bd60e85ca1c8874f28a8e776ef346539d9d6107cf091fdf544bf4e617d0a0e813144cdaaa62c5d5436005f17326b5a4c621e06"
}
