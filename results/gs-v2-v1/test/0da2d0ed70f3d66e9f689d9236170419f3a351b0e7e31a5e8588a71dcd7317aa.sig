{
  "algorithm": "ed25519",
  "content_sha256": "dac5fb4b7a77781b520a30ff87f85d11f91a3c081b6f68372aeeecce0b2551f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0da2d0ed70f3d66e9f689d9236170419f3a351b0e7e31a5e8588a71dcd7317aa",
  "schema": "gridshift.signature/1",
  "signature": "5aaed98c8d068168992fe44c5696d64ffbc0f42971c8e1ee17e342d2a297ebcf94e1a6c8fdce82dc41508ac65eb646d214b9e42c7e2bb6c527c21d467a7aae03"
}
