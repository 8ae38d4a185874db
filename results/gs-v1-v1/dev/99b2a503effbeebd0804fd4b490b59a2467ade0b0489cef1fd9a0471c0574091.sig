{
  "algorithm": "ed25519",
  "content_sha256": "72d3d287534398f3c98e574facbcdff6b6ccdbc8a180daa6e4d4526eb1d8873e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "99b2a503effbeebd0804fd4b490b59a2467ade0b0489cef1fd9a0471c0574091",
  "schema": "gridshift.signature/1",
  "signature": "7e683a43132ec277ed4a96754cdc0123c8af84b2df53180a8f9ba53ca1384bdbe31d3f062db1f3685c4c85abacbdf1816897b436dbc6ed1891e887548f81900b"
}
