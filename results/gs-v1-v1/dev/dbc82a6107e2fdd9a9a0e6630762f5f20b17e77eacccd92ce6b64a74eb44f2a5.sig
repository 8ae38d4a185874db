{
  "algorithm": "ed25519",
  "content_sha256": "69cd0851687433507b5d32ff02dbbc60ecd8596a6b6315180da7a05ef445e64d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dbc82a6107e2fdd9a9a0e6630762f5f20b17e77eacccd92ce6b64a74eb44f2a5",
  "schema": "gridshift.signature/1",
  "signature": "5c9d26d5f07b576f95f3f362c298b7309fcdce2e7c726bcdd36aeb0200e3196e6e8604fc9217b78a5340376c983d786132e96d7292fa303ade33fe4a32f96305"
}
