{
  "algorithm": "ed25519",
  "content_sha256": "f2b119744eea3b76e53338fc624386063030b029cdfa6e2c39a9ab9e9a232c0a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "04340d3e0093e3a73ed1fb46e99ff84d202b82f7cc41bbebafec1a7146ec3eca",
  "schema": "gridshift.signature/1",
  "signature": "1c3eb2f53215e33d4bf33356881064dc4093584d8c8d840fe1a716567cf4cecdc017e9ad933c9d17873a2ed310771f3107130fe1891542a60a6efdc2aedc4908"
}
