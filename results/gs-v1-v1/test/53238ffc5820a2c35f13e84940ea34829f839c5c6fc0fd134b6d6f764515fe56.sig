{
  "algorithm": "ed25519",
  "content_sha256": "befc0646f24a8a850ecb0dea5549c45cb6583382ec99abfe875f10a7de4df33a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "53238ffc5820a2c35f13e84940ea34829f839c5c6fc0fd134b6d6f764515fe56",
  "schema": "gridshift.signature/1",
  "signature": "3d2b4be606730e1bf424c520bc0712e87bc61ed613b5b0002e3720ee8fc9e9df6405d3dde174c4bfcb1c3320c85caaf7203657cfc2603950494b22b2955a340d"
}
